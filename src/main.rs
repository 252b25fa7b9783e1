use clap::Parser;
use korona::cli::{self, Cli};
use std::process::ExitCode;

fn main() -> ExitCode {
    use tracing_subscriber::prelude::*;
    let filter =
        tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into());
    tracing_subscriber::registry()
        .with(
            tracing_subscriber::fmt::layer()
                .with_writer(std::io::stderr)
                .with_filter(filter),
        )
        // `korona bench statements` counts the store's SQL; off (and free) otherwise.
        .with(cli::statement_count::layer())
        .init();
    let cli = Cli::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    runtime.block_on(cli::run(cli))
}
