/**
 * One table and its match: the facade {@code Table}, whose state only its own serial executor touches, and its
 * parts — the match driver (hands, records, totals), the seats with their tokens, presence (absence, stand-ins,
 * turn timer), the numbered event log with its members and catch-ups, server bots' turns and their pace, hints,
 * table info and play again — with what all tables share ({@code Hub}). What happens at a table is a
 * {@code TableEvent}, what a member is shown of a hand a {@code Shown} view, and what a client is answered a
 * {@code Reply}: typed values, which the wire writes ({@code TableWriter}, {@code StoredForms}); this layer knows
 * no JSON. It uses only the store layer below.
 */
package org.tarock.server.table;
