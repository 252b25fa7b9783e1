# The korona binary on a small Debian image; compose.yaml builds it. Fonts are compiled in, SQLite is
# bundled by sqlx, PostgreSQL is reached over the network: the runtime needs only CA certificates
# (Discord over TLS).
FROM rust:1.88-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin korona

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/target/release/korona /usr/local/bin/korona
RUN useradd --system --create-home korona
USER korona
WORKDIR /home/korona
CMD ["korona", "run"]
