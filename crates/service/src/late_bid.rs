//! A sealed bid typed for a bidding that was revealed meanwhile (issue 30, item 12): the next
//! bidding opened the moment the last bid came in, so a `/bid 5` typed for the first office counted
//! for the second. A typed order that carries when it was sent ([`Command::SentAt`]) and would be
//! the seat's sealed bid is refused if it was sent before the bidding now open began, with what
//! happened; sent again, it counts.

use super::{Command, Ctx, Result, Service};
use korona_engine::waiting::WaitKind;
use korona_engine::{msg, Audience, Event, Refusal, Seat};

/// The orders a late-bid check applies to: those that give an order for the caller's seat.
fn gives_an_order(command: &Command) -> bool {
    matches!(
        command,
        Command::Order { .. } | Command::Bid { .. } | Command::Shortcut { .. }
    )
}

impl Service {
    pub(super) async fn refuse_late_bid(&self, cx: &Ctx<'_>, sent_at: i64) -> Result<()> {
        if !gives_an_order(&cx.req.command) || cx.m.status != korona_store::MatchStatus::Running {
            return Ok(());
        }
        let Some(seat) = super::auth::seat_of(&cx.seats, &cx.req.caller.user) else {
            return Ok(());
        };
        let Some(loaded) = self.load(&cx.m, cx.game).await? else {
            return Ok(());
        };
        let awaiting = cx.game.awaiting(&loaded.state);
        let now_shown = super::phase_words::phase_text(
            self.words_in(cx.req.caller.lang),
            cx.game,
            &loaded.state,
        );
        self.keep(cx.m.id, loaded);
        let bids = awaiting
            .waits
            .iter()
            .any(|w| w.seat == Seat(seat) && w.kind == WaitKind::Bid);
        if !bids {
            return Ok(());
        }
        // Where the bidding now open began: the log entry of the last phase post.
        let Some(n) = self.store.last_phase_mark(cx.m.id).await? else {
            return Ok(());
        };
        let marks = self.store.phase_marks_upto(cx.m.id, n).await?;
        let Some(mark) = marks.iter().find(|k| k.n == n) else {
            return Ok(());
        };
        let rows = self.store.log_after(cx.m.id, mark.seq - 1).await?;
        let Some(opened) = rows.iter().find(|r| r.seq == mark.seq) else {
            return Ok(());
        };
        if cx.m.match_time(sent_at) >= opened.at_ms {
            return Ok(());
        }
        let words = self.words_in(cx.req.caller.lang);
        let said: Vec<Event> = serde_json::from_value(opened.events.clone()).unwrap_or_default();
        let happened: Vec<String> = said
            .iter()
            .filter(|e| e.audience == Audience::Public)
            .map(|e| words.event(e))
            .collect();
        Err(Refusal::new(msg!(
            "service-late-bid",
            happened = happened.join(" "),
            now = now_shown
        ))
        .into())
    }
}
