/**
 * The service of players' accounts: sign-in and sessions, ratings and profiles. It sits beside the lobby, below
 * the wire and above the table and store layers.
 */
package org.tarock.server.players;
