/**
 * The service that creates and finds tables: the registry of live tables, the creation requests read and
 * checked into a {@code TableSpec}, the quotas of tables per server and per address, restoring the stored tables
 * at start, idle tables closed, and play again. It uses the table and store layers and knows nothing of HTTP or
 * WebSockets.
 */
package org.tarock.server.lobby;
