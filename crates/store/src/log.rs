use super::{Damage, Result, Rows, Store, StoreError};
use sqlx::Row;

/// One entry of a match's append-only log.
#[derive(Clone, Debug, PartialEq)]
pub struct LogRow {
    pub seq: i64,
    pub at_ms: i64,
    pub actor: String,
    pub input: serde_json::Value,
    pub text: Option<String>,
    pub rolls: serde_json::Value,
    pub events: serde_json::Value,
    pub state_sha256: String,
}

impl LogRow {
    /// The canonical line of this entry in the log hash (`log-sha256`).
    pub fn canonical(&self) -> String {
        serde_json::json!([
            self.seq,
            self.at_ms,
            self.actor,
            self.input,
            self.rolls,
            self.events,
            self.state_sha256
        ])
        .to_string()
    }
}

/// What else changes in the same transaction as an appended entry.
#[derive(Default)]
pub struct AppendExtras<'a> {
    /// State after the entry, to store as a snapshot.
    pub snapshot: Option<&'a str>,
    /// The match ended with this outcome (JSON).
    pub finished: Option<&'a serde_json::Value>,
    /// A new phase began: its pending jobs replace the old ones (kind, due unix ms).
    pub jobs: Option<&'a [(String, i64)]>,
    /// The front-end delivery id of the request that wrote the entry: kept with it, so the request
    /// is applied exactly once (a second entry with this id is refused as [`StoreError::Duplicate`]).
    pub request: Option<&'a str>,
}

impl Store {
    /// Appends one entry, with its snapshot and the match's end if any, atomically. A second
    /// writer of the same `seq` gets [`StoreError::Stale`] and changes nothing. With group commit
    /// (the default) the entry shares a transaction with appends to other matches; either way this
    /// returns only after the commit that holds it.
    pub async fn append(
        &self,
        match_id: i64,
        row: &LogRow,
        extras: AppendExtras<'_>,
    ) -> Result<()> {
        let mut extras = extras;
        if extras.jobs.is_some_and(|jobs| jobs.is_empty()) && self.no_pending_jobs(match_id) {
            // Nothing to cancel and nothing to schedule: the entry stays one statement.
            extras.jobs = None;
        }
        let (jobs, finished) = (extras.jobs.map(<[_]>::is_empty), extras.finished.is_some());
        let result = match &self.group {
            Some(group) => group.append(match_id, row, extras).await,
            None => self.append_alone(match_id, row, extras).await,
        };
        match &result {
            Ok(()) => self.wrote(match_id, |m| appended(m, row, jobs, finished)),
            // Whatever happened, the database is the truth: read it anew.
            Err(_) => self.wrote(match_id, |m| m.clear()),
        }
        result
    }

    async fn append_alone(
        &self,
        match_id: i64,
        row: &LogRow,
        extras: AppendExtras<'_>,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        write_entry(&mut tx, match_id, row, extras).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Whether the memo knows that the match has no pending job.
    fn no_pending_jobs(&self, match_id: i64) -> bool {
        let Some(memo) = self.memo_of(match_id, Rows::Locked) else {
            return false;
        };
        matches!(memo.of_match(match_id, |m| &mut m.jobs), Ok(jobs) if jobs.is_empty())
    }

    /// Entries with `seq > after`, in order.
    pub async fn log_after(&self, match_id: i64, after: i64) -> Result<Vec<LogRow>> {
        let rows = sqlx::query(
            "SELECT seq, at_ms, actor, input, text, rolls, events, state_sha256 FROM log \
             WHERE match_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(match_id)
        .bind(after)
        .fetch_all(&self.pool)
        .await?;
        let rows = log_rows(match_id, &rows)?;
        numbered_from(match_id, &rows, after.max(-1) + 1)?;
        Ok(rows)
    }

    /// The texts `actor` typed since the match's last phase report, in order: one query for the
    /// card that answers every order (the report's seq and the entries after it, without parsing
    /// each entry's JSON).
    pub async fn texts_since_report(&self, match_id: i64, actor: &str) -> Result<Vec<String>> {
        // From the memo's entries while it holds them; else the texts alone, not whole entries.
        if let Some(Ok(rows)) = self
            .memo_of(match_id, Rows::Locked)
            .map(|memo| memo.of_match(match_id, |m| &mut m.since_report))
        {
            return Ok(rows
                .into_iter()
                .filter(|r| r.actor == actor)
                .filter_map(|r| r.text)
                .collect());
        }
        Ok(sqlx::query_scalar(&format!(
            "SELECT text FROM log WHERE match_id = $1 AND actor = $2 AND text IS NOT NULL AND seq > \
             {} ORDER BY seq",
            super::players::report_position(3, 4)
        ))
        .bind(match_id)
        .bind(actor)
        .bind(match_id)
        .bind(match_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The entries after the match's report position (every entry before its first report), in
    /// order: the public events a phase post gathers, and the card's texts.
    pub async fn log_since_report(&self, match_id: i64) -> Result<Vec<LogRow>> {
        let ticket = match self
            .memo_of(match_id, Rows::Locked)
            .map(|memo| memo.of_match(match_id, |m| &mut m.since_report))
        {
            Some(Ok(rows)) => return Ok(rows),
            Some(Err(ticket)) => Some(ticket),
            None => None,
        };
        let rows = sqlx::query(&format!(
            "SELECT seq, at_ms, actor, input, text, rolls, events, state_sha256 FROM log \
             WHERE match_id = $1 AND seq > {} ORDER BY seq",
            super::players::report_position(2, 3)
        ))
        .bind(match_id)
        .bind(match_id)
        .bind(match_id)
        .fetch_all(&self.pool)
        .await?;
        let rows = log_rows(match_id, &rows)?;
        if let Some(first) = rows.first() {
            numbered_from(match_id, &rows, first.seq)?;
        }
        if let (Some(memo), Some(ticket)) = (&self.memo, ticket) {
            if rows.len() <= SINCE_REPORT_KEPT {
                memo.keep_match(match_id, ticket, |m| m.since_report = Some(rows.clone()));
            }
        }
        Ok(rows)
    }

    /// The newest entry's position, once the log is known whole: entries 0 to the newest, each
    /// once (positions are unique), so a hole anywhere, also one a snapshot would hide, refuses the
    /// match with [`Damage::LogGap`].
    pub async fn last_seq(&self, match_id: i64) -> Result<Option<i64>> {
        self.remembered(match_id, Rows::Locked, |m| &mut m.last_seq, async {
            let row = sqlx::query(
                "SELECT MIN(seq) AS first, MAX(seq) AS last, COUNT(*) AS n FROM log \
                 WHERE match_id = $1",
            )
            .bind(match_id)
            .fetch_one(&self.pool)
            .await?;
            let first: Option<i64> = row.try_get("first")?;
            let last: Option<i64> = row.try_get("last")?;
            let count: i64 = row.try_get("n")?;
            match (first, last) {
                (Some(first), Some(last)) if first != 0 || last != count - 1 => {
                    Err(self.log_gap(match_id).await)
                }
                _ => Ok(last),
            }
        })
        .await
    }

    /// The first missing position of a log known to have a hole, as an error.
    async fn log_gap(&self, match_id: i64) -> StoreError {
        let seqs: std::result::Result<Vec<i64>, _> =
            sqlx::query_scalar("SELECT seq FROM log WHERE match_id = $1 ORDER BY seq")
                .bind(match_id)
                .fetch_all(&self.pool)
                .await;
        let (missing, found) = match seqs {
            Ok(seqs) => (0..)
                .zip(seqs)
                .find(|(want, got)| want != got)
                .unwrap_or((-1, -1)),
            Err(e) => return e.into(),
        };
        StoreError::Damaged {
            match_id,
            damage: Damage::LogGap { missing, found },
        }
    }

    /// The newest snapshot at or before `seq`.
    pub async fn snapshot_at_or_before(
        &self,
        match_id: i64,
        seq: i64,
    ) -> Result<Option<(i64, serde_json::Value)>> {
        let row = sqlx::query(
            "SELECT seq, state FROM snapshots WHERE match_id = $1 AND seq <= $2 \
             ORDER BY seq DESC LIMIT 1",
        )
        .bind(match_id)
        .bind(seq)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            None => Ok(None),
            Some(r) => Ok(Some((
                r.try_get("seq")?,
                serde_json::from_str(r.try_get("state")?)?,
            ))),
        }
    }
}

/// What an appended entry changed, in the memo: `jobs` is whether the phase's jobs were replaced
/// (`Some(true)`: by none), `finished` whether the match ended with it.
fn appended(m: &mut super::memo::MatchMemo, row: &LogRow, jobs: Option<bool>, finished: bool) {
    // Known before: the entry is the newest (appends go in order under the match's lock, and a
    // second writer of a position is refused). Unknown: read it anew.
    m.last_seq = m
        .last_seq
        .map(|last| Some(last.map_or(row.seq, |l| l.max(row.seq))));
    if let Some(since) = &mut m.since_report {
        since.push(row.clone());
        if since.len() > SINCE_REPORT_KEPT {
            m.since_report = None;
        }
    }
    match jobs {
        Some(true) => m.jobs = Some(Vec::new()),
        Some(false) => m.jobs = None,
        None => {}
    }
    if finished {
        m.row = None;
        m.jobs = Some(Vec::new());
    }
}

/// Most entries since a report the memo keeps for a match: a match that posts no phase for long
/// (a long sealed phase of many orders) reads them from the database instead of holding them.
const SINCE_REPORT_KEPT: usize = 64;

fn log_rows(match_id: i64, rows: &[sqlx::any::AnyRow]) -> Result<Vec<LogRow>> {
    rows.iter().map(|r| log_row(match_id, r)).collect()
}

/// One stored entry, its JSON read back as what the bot wrote: an entry that does not read (text
/// that is no JSON, events that are no list of events) refuses the match, naming the entry, rather
/// than showing as an entry without events.
fn log_row(match_id: i64, r: &sqlx::any::AnyRow) -> Result<LogRow> {
    let seq: i64 = r.try_get("seq")?;
    let unreadable = |what: String| StoreError::Damaged {
        match_id,
        damage: Damage::UnreadableEntry { seq, what },
    };
    let json = |column: &str| -> Result<serde_json::Value> {
        serde_json::from_str(r.try_get(column)?)
            .map_err(|e| unreadable(format!("its {column} are not JSON ({e})")))
    };
    let events = json("events")?;
    <Vec<korona_engine::Event> as serde::Deserialize>::deserialize(&events)
        .map_err(|e| unreadable(format!("its events are not a list of events ({e})")))?;
    let rolls = json("rolls")?;
    if !rolls.is_array() {
        return Err(unreadable("its rolls are not a list".into()));
    }
    Ok(LogRow {
        seq,
        at_ms: r.try_get("at_ms")?,
        actor: r.try_get("actor")?,
        input: json("input")?,
        text: r.try_get("text")?,
        rolls,
        events,
        state_sha256: r.try_get("state_sha256")?,
    })
}

/// Entries read in order must follow one another from `first` on: a hole among them is a damaged
/// log, never a shorter one.
fn numbered_from(match_id: i64, rows: &[LogRow], first: i64) -> Result<()> {
    for (want, row) in (first..).zip(rows) {
        if row.seq != want {
            return Err(StoreError::Damaged {
                match_id,
                damage: Damage::LogGap {
                    missing: want,
                    found: row.seq,
                },
            });
        }
    }
    Ok(())
}

/// Inserts log rows of several matches in one statement; returns the (match, seq) of the rows
/// stored (a row whose position was taken is not).
pub(super) async fn insert_entries(
    conn: &mut sqlx::AnyConnection,
    rows: &[(i64, &LogRow, Option<&str>)],
) -> Result<Vec<(i64, i64)>> {
    let sql = format!(
        "INSERT INTO {LOG_COLUMNS} VALUES {} ON CONFLICT DO NOTHING RETURNING match_id, seq",
        placeholders(rows.len(), LOG_BINDS, 0)
    );
    let mut query = sqlx::query(&sql);
    for &(match_id, row, request) in rows {
        query = bind_log_row(query, match_id, row, request);
    }
    let stored = query.fetch_all(&mut *conn).await?;
    stored
        .iter()
        .map(|r| Ok((r.try_get("match_id")?, r.try_get("seq")?)))
        .collect()
}

/// The log table with the columns a multi-row INSERT of log rows binds, in order.
pub(super) const LOG_COLUMNS: &str = "log (match_id, seq, at_ms, actor, input, text, rolls, \
     events, state_sha256, request_id)";
/// Values bound for each log row of [`LOG_COLUMNS`].
pub(super) const LOG_BINDS: usize = 10;

/// `count` rows of `width` numbered placeholders each, numbered on from `$from + 1`:
/// `($1, $2), ($3, $4)`.
pub(super) fn placeholders(count: usize, width: usize, from: usize) -> String {
    (0..count)
        .map(|r| {
            let binds: Vec<String> = (1..=width)
                .map(|c| format!("${}", from + r * width + c))
                .collect();
            format!("({})", binds.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// Binds a log row's [`LOG_BINDS`] values, in [`LOG_COLUMNS`]' order.
pub(super) fn bind_log_row<'q>(
    query: AnyQuery<'q>,
    match_id: i64,
    row: &'q LogRow,
    request: Option<&'q str>,
) -> AnyQuery<'q> {
    query
        .bind(match_id)
        .bind(row.seq)
        .bind(row.at_ms)
        .bind(row.actor.as_str())
        .bind(row.input.to_string())
        .bind(row.text.as_deref())
        .bind(row.rolls.to_string())
        .bind(row.events.to_string())
        .bind(row.state_sha256.as_str())
        .bind(request)
}

/// Why an entry was not stored: its request wrote an entry before ([`StoreError::Duplicate`]), or
/// another writer took its position ([`StoreError::Stale`]). Asked only when an insert stored
/// nothing, which is rare: the common path stays one statement.
pub(super) async fn not_stored(
    conn: &mut sqlx::AnyConnection,
    match_id: i64,
    seq: i64,
    request: Option<&str>,
) -> StoreError {
    if let Some(request_id) = request {
        let seen = sqlx::query("SELECT 1 FROM log WHERE request_id = $1")
            .bind(request_id)
            .fetch_optional(&mut *conn)
            .await;
        match seen {
            Ok(Some(_)) => {
                return StoreError::Duplicate {
                    request_id: request_id.to_string(),
                }
            }
            Ok(None) => {}
            Err(e) => return e.into(),
        }
    }
    StoreError::Stale { match_id, seq }
}

/// Writes one entry and what comes with it inside the caller's transaction.
pub(super) async fn write_entry(
    conn: &mut sqlx::AnyConnection,
    match_id: i64,
    row: &LogRow,
    extras: AppendExtras<'_>,
) -> Result<()> {
    let inserted = sqlx::query(
        "INSERT INTO log (match_id, seq, at_ms, actor, input, text, rolls, events, state_sha256, \
         request_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING",
    )
    .bind(match_id)
    .bind(row.seq)
    .bind(row.at_ms)
    .bind(&row.actor)
    .bind(row.input.to_string())
    .bind(&row.text)
    .bind(row.rolls.to_string())
    .bind(row.events.to_string())
    .bind(&row.state_sha256)
    .bind(extras.request)
    .execute(&mut *conn)
    .await?;
    if inserted.rows_affected() == 0 {
        return Err(not_stored(conn, match_id, row.seq, extras.request).await);
    }
    write_extras(conn, match_id, row.seq, extras).await
}

/// What comes with entry `seq` once its log row is stored (by [`write_entry`] or a shared
/// INSERT): its snapshot, the phase's jobs, the match's end.
pub(super) async fn write_extras(
    conn: &mut sqlx::AnyConnection,
    match_id: i64,
    seq: i64,
    extras: AppendExtras<'_>,
) -> Result<()> {
    if let Some(state) = extras.snapshot {
        sqlx::query(
            "INSERT INTO snapshots (match_id, seq, state) VALUES ($1, $2, $3) \
             ON CONFLICT (match_id, seq) DO UPDATE SET state = excluded.state",
        )
        .bind(match_id)
        .bind(seq)
        .bind(state)
        .execute(&mut *conn)
        .await?;
    }
    // Jobs first: a match that ends in this entry cancels every job, new ones included.
    if let Some(jobs) = extras.jobs {
        sqlx::query("UPDATE jobs SET done = 1 WHERE match_id = $1 AND done = 0")
            .bind(match_id)
            .execute(&mut *conn)
            .await?;
        for (kind, due_at) in jobs {
            sqlx::query(
                "INSERT INTO jobs (match_id, kind, due_at, at_seq) VALUES ($1, $2, $3, $4)",
            )
            .bind(match_id)
            .bind(kind)
            .bind(due_at)
            .bind(seq)
            .execute(&mut *conn)
            .await?;
        }
    }
    if let Some(outcome) = extras.finished {
        sqlx::query(
            "UPDATE matches SET status = 'finished', outcome = $1, paused_at = NULL WHERE id = $2",
        )
        .bind(outcome.to_string())
        .bind(match_id)
        .execute(&mut *conn)
        .await?;
        sqlx::query("UPDATE jobs SET done = 1 WHERE match_id = $1 AND done = 0")
            .bind(match_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}
