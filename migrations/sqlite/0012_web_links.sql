-- The web pages (issue 32): the server's secret that seat links are MACs under, and each seat's link
-- generation (`/match link reset` moves it on, so every older link of the seat stops working).
CREATE TABLE web_secret (
    id     INTEGER PRIMARY KEY,
    secret TEXT    NOT NULL
);
CREATE TABLE web_links (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    seat     INTEGER NOT NULL,
    epoch    INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);
