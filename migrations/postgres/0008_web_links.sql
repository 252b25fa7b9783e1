-- migrations/sqlite/0012_web_links.sql with PostgreSQL's types.
CREATE TABLE web_secret (
    id     BIGINT PRIMARY KEY,
    secret TEXT   NOT NULL
);
CREATE TABLE web_links (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    seat     BIGINT NOT NULL,
    epoch    BIGINT NOT NULL,
    PRIMARY KEY (match_id, seat)
);
