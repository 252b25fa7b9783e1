//! The public view and the text board (capitals has no secrets, R-CAP-80).

use super::action::Action;
use super::board::Sq;
use super::clock::show;
use super::rules::legal_actions;
use super::state::State;
use korona_engine::{msg, Lang, Message};
use serde::{Serialize, Serializer};
use serde_json::{json, Value};

/// What a viewer sees of a capitals match: the whole position, since the game has no secrets
/// (R-CAP-80). It serializes as the JSON of `show --json`.
#[derive(Clone, Debug)]
pub struct View(pub State);

impl Serialize for View {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        json_of(&self.0).serialize(s)
    }
}

fn json_of(state: &State) -> Value {
    json!({
        "size": state.size(),
        "to_move": state.to_move,
        "ep": state.ep,
        "turn": state.turn,
        "max_turns": state.max_turns,
        "capitals": state.capitals.map(|c| c.to_string()),
        "territory": [state.board.territory(0), state.board.territory(1)],
        "tokens": [state.board.units(0), state.board.units(1)],
        "clock": state.clock,
        "finish": state.finish,
        "board": state.diagram().lines().map(|l| l.split_whitespace().collect::<Vec<_>>()).collect::<Vec<_>>(),
        "cells": state.board.cells,
    })
}

/// A text board in English (see [`describe_in`]).
pub fn describe(state: &State) -> String {
    describe_in(state, Lang::En)
}

/// A text board: row numbers on the left, column letters under it, one diagram code per square
/// (see [`State::from_diagram`]), then the status lines in `lang`.
pub fn describe_in(state: &State, lang: Lang) -> String {
    let say = |m: Message| super::words::catalog(lang).render(&m) + "\n";
    let size = state.size();
    let mut out = String::new();
    for row in (0..size).rev() {
        out.push_str(&format!("{:>2} ", row + 1));
        let line: Vec<String> = (0..size)
            .map(|col| format!("{:<5}", state.code(Sq::new(col, row))))
            .collect();
        out.push_str(line.join("").trim_end());
        out.push('\n');
    }
    out.push_str("   ");
    for col in 0..size {
        out.push_str(&format!("{:<5}", (b'A' + col) as char));
    }
    let mut out = out.trim_end().to_string();
    out.push('\n');
    out.push_str(&say(msg!("capitals-board-key")));
    out.push_str(&say(msg!(
        "capitals-board-counts",
        territory0 = state.board.territory(0),
        territory1 = state.board.territory(1),
        tokens0 = state.board.units(0),
        tokens1 = state.board.units(1)
    )));
    if let Some(c) = &state.clock {
        out.push_str(&say(msg!(
            "capitals-board-clocks",
            clock0 = show(c.remaining_ms[0]),
            clock1 = show(c.remaining_ms[1]),
            seconds = c.increment_ms / 1000
        )));
    }
    match &state.finish {
        Some(f) => out.push_str(&say(match f.winner {
            Some(w) => msg!(
                "capitals-board-over-wins",
                player = w,
                reason = f.reason.clone()
            ),
            None => msg!("capitals-scene-over-draw", reason = f.reason.clone()),
        })),
        None => {
            let affordable = legal_actions(state, state.to_move).len() - 1;
            out.push_str(&say(msg!(
                "capitals-board-turn",
                turn = state.turn,
                max = state.max_turns,
                player = state.to_move,
                ep = state.ep,
                orders = affordable,
                end = Action::End.text()
            )))
        }
    }
    out
}
