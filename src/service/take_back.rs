//! Undo last and Clear orders: a seat takes back what it gave in a phase that has not resolved.
//! The game decides where its rules allow it ([`korona_engine::Ruleset::take_back`]); the service
//! logs the take-back as an input like any other, so a replay and `verify` see it too.

use super::auth::seat_of;
use super::play::{moment, CLEAR_ORDERS, UNDO_LAST};
use super::{phase_token, Body, Ctx, Reply, Result, Service, To};
use korona_engine::{msg, Input, Refusal, Seat, TakeBack};

impl Service {
    pub(super) async fn take_back(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        super::play::ensure_running(&cx.m)?;
        let seat = Seat(seat_of(&cx.seats, &cx.req.caller.user).expect("checked by auth"));
        let mut loaded = self.load_running(cx).await?;
        let Some(kind) = cx.game.take_back(&loaded.state, seat) else {
            self.keep(cx.m.id, loaded);
            return Err(Refusal::take_back_not_here().into());
        };
        let before = moment(&cx.game.awaiting(&loaded.state));
        let phase = phase_token(&before.phase);
        let logged = match kind {
            TakeBack::UndoLast => UNDO_LAST,
            TakeBack::ClearOrders => CLEAR_ORDERS,
        };
        let input = Input::TakeBack { seat };
        let committed = self
            .commit(
                &cx.m,
                cx.game,
                &mut loaded,
                &input,
                &cx.req.caller.user,
                Some(logged),
            )
            .await;
        let committed = match committed {
            Ok(c) => c,
            Err(e) => {
                self.keep(cx.m.id, loaded);
                return Err(e);
            }
        };
        let mine = self.words_in(cx.req.caller.lang);
        let done = mine.render(&match kind {
            TakeBack::UndoLast => msg!("service-undone"),
            TakeBack::ClearOrders => msg!("service-orders-cleared"),
        });
        let card = self.turn_card(cx, &loaded, seat, done).await;
        let end_turn = super::play::offers_end_turn(cx.game, &loaded, seat, logged);
        let mut replies = vec![Reply {
            to: To::Caller,
            body: Body::Accepted {
                text: card.text,
                end_turn,
                phase,
                next: card.next,
                take_back: card.take_back,
            },
        }];
        replies.extend(super::play::event_replies(
            self.words_in(cx.m.lang),
            mine,
            &cx.seats,
            &committed.events,
            Some(seat),
        ));
        replies.extend(
            self.after_input(&cx.m, cx.game, &cx.seats, loaded, before, committed.outcome)
                .await?,
        );
        Ok(replies)
    }
}
