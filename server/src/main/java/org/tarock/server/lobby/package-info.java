/**
 * The service that creates and finds tables: the registry of live tables, tables created from a checked
 * {@code TableSpec}, the quotas of tables per server and per address, restoring the stored tables at start, idle
 * tables closed, and play again. It uses the table and store layers and knows nothing of HTTP, WebSockets or JSON.
 */
package org.tarock.server.lobby;
