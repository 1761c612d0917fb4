/**
 * The bottom layer: the database (H2 embedded or PostgreSQL) with its migrations, the group-commit writer
 * ({@code StoreWriter}), the embedded store's journal and the checks of the data directory. It uses no other
 * layer of the server.
 */
package org.tarock.server.store;
