//! The pages as HTML written from Rust: every text escaped, people by the names a page shows, moments
//! as `<time>` in UTC that the page's script turns into the reader's local time.

use crate::words::t;
use korona_engine::{msg, Lang, Viewer};
use korona_service::rich::{Rich, Span};
use korona_service::web_pages::{MatchSummary, Standing, WebMatch, WebPhase};
use std::collections::BTreeMap;
use std::fmt::Write;

/// `text` safe inside an element or a quoted attribute.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A moment in UTC, as a page shows it before its script runs.
pub fn utc(unix_ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(unix_ms).map_or_else(
        || unix_ms.to_string(),
        |t| t.format("%Y-%m-%d %H:%M UTC").to_string(),
    )
}

/// A moment in ISO 8601 (UTC), for `datetime` and the JSON.
pub fn iso(unix_ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(unix_ms).map_or_else(
        || unix_ms.to_string(),
        |t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
    )
}

fn time(unix_ms: i64) -> String {
    format!(
        "<time datetime=\"{}\" data-ms=\"{unix_ms}\">{}</time>",
        iso(unix_ms),
        esc(&utc(unix_ms))
    )
}

/// A person by the name the match knows them by, else by their id.
fn person(people: &BTreeMap<String, String>, user: &str) -> String {
    people
        .get(user)
        .cloned()
        .unwrap_or_else(|| format!("@{user}"))
}

/// A rich text as HTML.
pub fn rich(text: &Rich, people: &BTreeMap<String, String>) -> String {
    let mut out = String::new();
    for span in text.spans() {
        match span {
            Span::Words(w) => out.push_str(&esc(w)),
            Span::Person(user) => {
                let _ = write!(
                    out,
                    "<span class=\"person\">{}</span>",
                    esc(&person(people, user))
                );
            }
            Span::Moment { unix_ms, .. } => out.push_str(&time(*unix_ms)),
            Span::Code(board) => {
                let _ = write!(out, "<pre class=\"board\">{}</pre>", esc(board));
            }
            // Escaped like every other text: a player's words are never markup here either.
            Span::Written(words) => {
                let _ = write!(out, "<q class=\"written\">{}</q>", esc(words));
            }
        }
    }
    out
}

/// A rich text as plain words for the JSON: people by name, moments in ISO 8601.
pub fn plain(text: &Rich, people: &BTreeMap<String, String>) -> String {
    text.render(&mut |span| match span {
        Span::Person(user) => person(people, user),
        Span::Moment { unix_ms, .. } => iso(*unix_ms),
        Span::Code(board) => board.clone(),
        Span::Written(w) => w.clone(),
        Span::Words(w) => w.clone(),
    })
}

fn head(lang: Lang, title: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\">\
         <title>{}</title><link rel=\"stylesheet\" href=\"/static/page.css\"></head><body>\n",
        lang.tag(),
        esc(title)
    )
}

fn top(lang: Lang, here: &str) -> String {
    let other = match lang {
        Lang::En => ("hu", "Magyar"),
        Lang::Hu => ("en", "English"),
    };
    let sep = if here.contains('?') { '&' } else { '?' };
    format!(
        "<header><a class=\"home\" href=\"/\">korona</a> <nav aria-label=\"{}\">\
         <a href=\"{}{sep}lang={}\" hreflang=\"{}\">{}</a></nav></header>\n",
        esc(&t(lang, &msg!("web-language"))),
        esc(here),
        other.0,
        other.0,
        other.1
    )
}

/// A short page that says one thing (not found, forbidden, an error): nothing of any match.
pub fn notice(lang: Lang, text: &str) -> String {
    let mut page = head(lang, text);
    let _ = writeln!(
        page,
        "{}<main><p>{}</p></main></body></html>",
        top(lang, "/"),
        esc(text)
    );
    page
}

/// The front page: the public matches.
pub fn index(lang: Lang, matches: &[MatchSummary]) -> String {
    let title = t(lang, &msg!("web-matches"));
    let mut page = head(lang, &format!("korona: {title}"));
    page.push_str(&top(lang, "/"));
    let _ = write!(page, "<main><h1>{}</h1>", esc(&title));
    if matches.is_empty() {
        let _ = write!(page, "<p>{}</p>", esc(&t(lang, &msg!("web-matches-none"))));
    } else {
        page.push_str("<ul class=\"matches\">");
        for m in matches {
            let name = t(
                lang,
                &msg!("web-match-title", id = m.id, game = m.game_name.as_str()),
            );
            let _ = write!(
                page,
                "<li><a href=\"/matches/{}\">{}</a> <span class=\"status {}\">{}</span> \
                 <span class=\"seats\">{}</span></li>",
                m.id,
                esc(&name),
                m.status,
                esc(&status(lang, m.status)),
                esc(&m.seats.join(", "))
            );
        }
        page.push_str("</ul>");
    }
    page.push_str("</main></body></html>\n");
    page
}

pub fn status(lang: Lang, status: &str) -> String {
    match status {
        "running" => t(lang, &msg!("web-status-running")),
        "paused" => t(lang, &msg!("web-status-paused")),
        "finished" => t(lang, &msg!("web-status-finished")),
        other => other.to_string(),
    }
}

/// The query a seat's view carries on every link of its page (empty for a spectator).
pub fn seat_query(seat_key: Option<(u8, &str)>) -> String {
    match seat_key {
        Some((seat, key)) => format!("seat={seat}&key={}", esc(key)),
        None => String::new(),
    }
}

fn with_query(path: &str, query: &str) -> String {
    if query.is_empty() {
        path.to_string()
    } else if path.contains('?') {
        format!("{path}&{query}")
    } else {
        format!("{path}?{query}")
    }
}

/// The map's address of phase `n`.
pub fn map_path(match_id: i64, n: i64, lang: Lang, query: &str) -> String {
    with_query(
        &format!(
            "/api/matches/{match_id}/phases/{n}/map.png?lang={}",
            lang.tag()
        ),
        query,
    )
}

fn alt(w: &WebMatch, lang: Lang, p: &WebPhase) -> String {
    t(
        lang,
        &msg!(
            "web-map-alt",
            id = w.id,
            game = w.game_name.as_str(),
            n = p.n,
            label = p.label.as_str(),
            title = p.map_title.as_str()
        ),
    )
}

fn standings(out: &mut String, list: &[Standing]) {
    for s in list {
        out.push_str("<div class=\"panel\">");
        if !s.title.is_empty() {
            let _ = write!(out, "<h4>{}</h4>", esc(&s.title));
        }
        out.push_str("<ul>");
        for l in &s.lines {
            out.push_str("<li");
            if l.bold {
                out.push_str(" class=\"bold\"");
            }
            out.push('>');
            if let Some([r, g, b]) = l.colour {
                // An SVG's fill, not a style attribute: the pages' CSP allows no inline style.
                let _ = write!(
                    out,
                    "<svg class=\"chip\" width=\"12\" height=\"12\" aria-hidden=\"true\">\
                     <rect width=\"12\" height=\"12\" fill=\"#{r:02x}{g:02x}{b:02x}\"/></svg> "
                );
            }
            let _ = write!(out, "{}</li>", esc(&l.text));
        }
        out.push_str("</ul></div>");
    }
}

/// One phase's article: label, whom it waited for, its report, the standings, the board as text.
fn phase(out: &mut String, w: &WebMatch, lang: Lang, i: usize, shown: usize, query: &str) {
    let p = &w.phases[i];
    let total = w.phases.len();
    let _ = write!(
        out,
        "<article class=\"phase\" id=\"p{i}\" data-i=\"{i}\" data-map=\"{}\" data-alt=\"{}\" \
         data-label=\"{}\"{}>",
        esc(&map_path(w.id, p.n, lang, query)),
        esc(&alt(w, lang, p)),
        esc(&p.label),
        if i == shown { "" } else { " hidden" }
    );
    let _ = write!(
        out,
        "<h2>{}</h2>",
        esc(&t(
            lang,
            &msg!(
                "web-phase-of",
                n = i as i64 + 1,
                total = total as i64,
                label = p.label.as_str()
            )
        ))
    );
    if !p.waiting.is_empty() {
        let names: Vec<String> = p.waiting.iter().map(|r| rich(r, &w.people)).collect();
        // The names are HTML already: the catalog's words around them are escaped apart.
        let line = t(lang, &msg!("web-waiting", names = "\u{E000}"));
        let (a, b) = line.split_once('\u{E000}').unwrap_or((&line, ""));
        let _ = write!(
            out,
            "<p class=\"waiting\">{}{}{}",
            esc(a),
            names.join(", "),
            esc(b)
        );
        if let (Some(at), true) = (w.deadline, i + 1 == total) {
            let _ = write!(
                out,
                " <span class=\"deadline\">{} {}</span>",
                esc(&t(lang, &msg!("web-deadline"))),
                time(at)
            );
        }
        out.push_str("</p>");
    }
    let _ = write!(
        out,
        "<section class=\"report\"><h3>{}</h3>",
        esc(&t(lang, &msg!("web-report")))
    );
    if p.report.is_empty() {
        let _ = write!(out, "<p>{}</p>", esc(&t(lang, &msg!("web-report-empty"))));
    } else {
        out.push_str("<ul>");
        for line in &p.report {
            let _ = write!(out, "<li>{}</li>", rich(line, &w.people));
        }
        out.push_str("</ul>");
    }
    out.push_str("</section>");
    if i + 1 == total && !w.end.is_empty() {
        let _ = write!(
            out,
            "<section class=\"end\"><h3>{}</h3><ul>",
            esc(&t(lang, &msg!("web-end")))
        );
        for line in &w.end {
            let _ = write!(out, "<li>{}</li>", rich(line, &w.people));
        }
        out.push_str("</ul></section>");
    }
    if !p.standings.is_empty() {
        let _ = write!(
            out,
            "<section class=\"standings\"><h3>{}</h3>",
            esc(&t(lang, &msg!("web-standings")))
        );
        standings(out, &p.standings);
        out.push_str("</section>");
    }
    let _ = writeln!(
        out,
        "<details><summary>{}</summary><pre>{}</pre></details></article>",
        esc(&t(lang, &msg!("web-board"))),
        esc(&p.board)
    );
}

/// A match's page, phase `shown` (an index into its phases) in front.
pub fn match_page(w: &WebMatch, lang: Lang, shown: usize, seat_key: Option<(u8, &str)>) -> String {
    let query = seat_query(seat_key);
    let title = t(
        lang,
        &msg!("web-match-title", id = w.id, game = w.game_name.as_str()),
    );
    let here = with_query(&format!("/matches/{}", w.id), &query);
    let mut page = head(lang, &format!("{title}: korona"));
    page.push_str(&top(lang, &here));
    let _ = write!(
        page,
        "<main id=\"match\" data-self=\"{}\" data-events=\"{}\">",
        esc(&with_query(&here, &format!("lang={}", lang.tag()))),
        esc(&with_query(&format!("/matches/{}/events", w.id), &query)),
    );
    let _ = write!(
        page,
        "<h1>{} <span class=\"status {}\">{}</span></h1>",
        esc(&title),
        w.status,
        esc(&status(lang, w.status))
    );
    if let Viewer::Seat(s) = w.viewer {
        let name = w
            .seats
            .iter()
            .find(|x| x.seat == s.0)
            .map_or(String::new(), |x| x.name.clone());
        let _ = write!(
            page,
            "<p class=\"private\">{}</p>",
            esc(&t(lang, &msg!("web-seat-view", name = name.as_str())))
        );
    } else if w.delay > 0 {
        let _ = write!(
            page,
            "<p class=\"delay\">{}</p>",
            esc(&t(lang, &msg!("web-delay", n = w.delay)))
        );
    }
    if w.phases.is_empty() {
        let _ = write!(page, "<p>{}</p>", esc(&t(lang, &msg!("web-no-map"))));
    } else {
        let total = w.phases.len();
        let shown = shown.min(total - 1);
        let p = &w.phases[shown];
        let _ = write!(
            page,
            "<figure class=\"map\"><img id=\"map\" src=\"{}\" alt=\"{}\"></figure>",
            esc(&map_path(w.id, p.n, lang, &query)),
            esc(&alt(w, lang, p))
        );
        let _ = write!(
            page,
            "<div class=\"history\"><label for=\"phase\">{}</label> \
             <input type=\"range\" id=\"phase\" name=\"phase\" min=\"0\" max=\"{}\" value=\"{shown}\" \
             step=\"1\" aria-valuetext=\"{}\"> <output id=\"phase-out\" for=\"phase\">{}/{total}</output></div>",
            esc(&t(lang, &msg!("web-phase"))),
            total - 1,
            esc(&p.label),
            shown + 1
        );
        let link = |i: usize| {
            esc(&with_query(
                &format!("/matches/{}?phase={i}&lang={}", w.id, lang.tag()),
                &query,
            ))
        };
        page.push_str("<nav class=\"steps\">");
        if shown > 0 {
            let _ = write!(
                page,
                "<a id=\"prev\" rel=\"prev\" href=\"{}\">&larr; {}</a> ",
                link(shown - 1),
                esc(&t(lang, &msg!("web-previous")))
            );
        }
        if shown + 1 < total {
            let _ = write!(
                page,
                "<a id=\"next\" rel=\"next\" href=\"{}\">{} &rarr;</a> <a id=\"newest\" href=\"{}\">{}</a>",
                link(shown + 1),
                esc(&t(lang, &msg!("web-next"))),
                link(total - 1),
                esc(&t(lang, &msg!("web-newest")))
            );
        }
        page.push_str("</nav>");
        for i in 0..total {
            phase(&mut page, w, lang, i, shown, &query);
        }
    }
    let _ = write!(
        page,
        "<section class=\"seats\"><h3>{}</h3><ul>",
        esc(&t(lang, &msg!("web-seats")))
    );
    for s in &w.seats {
        let _ = write!(
            page,
            "<li class=\"{}\">{}</li>",
            s.kind,
            esc(&format!("{}: {}", s.seat, s.name))
        );
    }
    page.push_str("</ul></section>");
    if let Some(seed) = &w.seed {
        let _ = write!(
            page,
            "<p class=\"seed\">{}: <code>{}</code></p>",
            esc(&t(lang, &msg!("web-seed"))),
            esc(seed)
        );
    }
    if w.status != "finished" {
        let _ = write!(
            page,
            "<p class=\"live\">{}</p>",
            esc(&t(lang, &msg!("web-live")))
        );
    }
    page.push_str("</main><script src=\"/static/page.js\"></script></body></html>\n");
    page
}

/// The match as the JSON of `/api/matches/<id>` (docs/web.md, version 1).
pub fn match_json(w: &WebMatch, lang: Lang) -> serde_json::Value {
    use serde_json::json;
    let phases: Vec<_> = w
        .phases
        .iter()
        .map(|p| {
            json!({
                "n": p.n,
                "label": p.label,
                "report": p.report.iter().map(|r| plain(r, &w.people)).collect::<Vec<_>>(),
                "waiting": p.waiting.iter().map(|r| plain(r, &w.people)).collect::<Vec<_>>(),
                "standings": p.standings.iter().map(|s| json!({
                    "title": s.title,
                    "lines": s.lines.iter().map(|l| json!({
                        "text": l.text,
                        "colour": l.colour.map(|[r, g, b]| format!("#{r:02x}{g:02x}{b:02x}")),
                        "bold": l.bold,
                    })).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
                "board": p.board,
                "map": format!("/api/matches/{}/phases/{}/map.png", w.id, p.n),
            })
        })
        .collect();
    json!({
        "version": 1,
        "lang": lang.tag(),
        "match": {
            "id": w.id,
            "game": w.game,
            "game_name": w.game_name,
            "status": w.status,
            "lang": w.lang.tag(),
            "spectate_delay": w.delay,
            "seed_sha256": w.seed_sha256,
            "seed": w.seed,
        },
        "viewer": match w.viewer {
            Viewer::Spectator => json!("spectator"),
            Viewer::Seat(s) => json!({ "seat": s.0 }),
        },
        "seats": w.seats.iter().map(|s| json!({
            "seat": s.seat, "name": s.name, "kind": s.kind,
        })).collect::<Vec<_>>(),
        "phases": phases,
        "deadline": w.deadline.map(|ms| json!({ "unix_ms": ms, "utc": iso(ms) })),
        "end": w.end.iter().map(|r| plain(r, &w.people)).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everything_is_escaped() {
        assert_eq!(
            esc("<script>\"a\" & 'b'</script>"),
            "&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;"
        );
        let people = BTreeMap::from([("7".to_string(), "<b>Eve</b>".to_string())]);
        let text = Rich::from_spans(vec![
            Span::Person("7".into()),
            Span::Words(" <i>bids</i> ".into()),
            Span::Moment {
                unix_ms: 60_000,
                style: korona_service::MomentStyle::Relative,
            },
        ]);
        assert_eq!(
            rich(&text, &people),
            "<span class=\"person\">&lt;b&gt;Eve&lt;/b&gt;</span> &lt;i&gt;bids&lt;/i&gt; \
             <time datetime=\"1970-01-01T00:01:00Z\" data-ms=\"60000\">1970-01-01 00:01 UTC</time>"
        );
        assert_eq!(
            plain(&text, &people),
            "<b>Eve</b> <i>bids</i> 1970-01-01T00:01:00Z"
        );
    }
}
