//! Undo last and Clear orders: a seat takes back what it gave in a phase that has not resolved.
//! The game decides where its rules allow it ([`korona_engine::Ruleset::take_back`]); the service
//! logs the take-back as an input like any other, so a replay and `verify` see it too.

use super::auth::seat_of;
use super::play::{OwnInput, CLEAR_ORDERS, UNDO_LAST};
use super::{Ctx, Reply, Result, Service};
use korona_engine::{msg, Input, Refusal, Seat, TakeBack};

/// Take-backs one seat may make between two phase posts: enough for any honest correction, few
/// enough that an act/undo loop cannot grow the log without bound (200 pairs wrote 401 entries in a
/// second).
pub const MAX_TAKE_BACKS_PER_TURN: usize = 10;

impl Service {
    pub(super) async fn take_back(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        super::play::ensure_running(&cx.m)?;
        let seat = Seat(seat_of(&cx.seats, &cx.req.caller.user).expect("checked by auth"));
        let taken = self
            .store
            .log_since_report(cx.m.id)
            .await?
            .iter()
            .filter(|r| {
                matches!(
                    serde_json::from_value(r.input.clone()),
                    Ok(Input::<serde_json::Value>::TakeBack { seat: s }) if s == seat
                )
            })
            .count();
        if taken >= MAX_TAKE_BACKS_PER_TURN {
            return Err(Refusal::new(msg!(
                "service-take-backs-spent",
                max = MAX_TAKE_BACKS_PER_TURN
            ))
            .into());
        }
        let loaded = self.load_running(cx).await?;
        let Some(kind) = cx.game.take_back(&loaded.state, seat) else {
            let why = cx.game.take_back_refused(&loaded.state, seat);
            self.keep(cx.m.id, loaded);
            return Err(why.into());
        };
        let logged = match kind {
            TakeBack::UndoLast => UNDO_LAST,
            TakeBack::ClearOrders => CLEAR_ORDERS,
        };
        let said = self.words_in(cx.req.caller.lang).render(&match kind {
            TakeBack::UndoLast => msg!("service-undone"),
            TakeBack::ClearOrders => msg!("service-orders-cleared"),
        });
        let own = OwnInput {
            seat,
            input: Input::TakeBack { seat },
            logged,
            canonical: logged,
        };
        self.give(cx, loaded, own, said).await
    }
}
