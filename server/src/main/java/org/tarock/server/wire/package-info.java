/**
 * The top layer: the server as the network sees it. {@link org.tarock.server.wire.TableServer} is the composition
 * root that opens the store, builds the lobby and the tables' shared hub, and serves HTTP ({@code HttpApi}) and the
 * table WebSocket ({@code Sockets}, one {@code Connection} per socket). It is the one layer that knows JSON: it
 * reads requests ({@code Requests}, {@code Json}) and writes every message — the table events ({@code EventJson}),
 * views and deltas ({@code ViewWriter}) of each protocol version ({@code Protocol}, {@code TableText}), replies
 * ({@code Messages}), table info and games ({@code TableJson}) — and the stored forms of table values
 * ({@code StoredJson}). Here too are the server's settings ({@code Config}), the per-address limits, error bodies,
 * the metrics and admin endpoints and the backups that talk to the admin endpoint. It may use every layer below
 * (lobby, players, tournaments, table, store); nothing below uses it.
 */
package org.tarock.server.wire;
