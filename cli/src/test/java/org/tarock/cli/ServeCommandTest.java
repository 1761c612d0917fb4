package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code tarock serve} refuses bad settings before starting anything (the server module tests the server). */
class ServeCommandTest {

    @Test
    void aPortOutOfRangeIsAUsageError() {
        Cli.Result r = Cli.run("serve", "--port", "70000");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--port must be from 0 to 65535, not 70000");
    }

    @Test
    void onlyPostgresqlUrlsAreTaken() {
        Cli.Result r = Cli.run("serve", "--db", "jdbc:mysql://localhost/tarock");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--db takes a PostgreSQL JDBC URL");
    }
}
