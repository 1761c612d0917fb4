/**
 * The service of tournaments (duplicate deals over several tables). It sits beside the lobby, below the wire and
 * above the table and store layers.
 */
package org.tarock.server.tournaments;
