//! The public view and the text board (capitals has no secrets, R-CAP-80).

use super::action::Action;
use super::board::Sq;
use super::clock::show;
use super::rules::legal_actions;
use super::state::State;
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

/// A text board: row numbers on the left, column letters under it, one diagram code per square
/// (see [`State::from_diagram`]), then the status lines.
pub fn describe(state: &State) -> String {
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
    out.push_str(
        "Key: A/B capital, a/b token, x/y empty territory, . neutral; ~ river, ^n mountain height n; w wall, t tower\n",
    );
    out.push_str(&format!(
        "Territory: player 0 {}, player 1 {} | Tokens: {} / {}\n",
        state.board.territory(0),
        state.board.territory(1),
        state.board.units(0),
        state.board.units(1)
    ));
    if let Some(c) = &state.clock {
        out.push_str(&format!(
            "Clocks: player 0 {}, player 1 {} (+{}s)\n",
            show(c.remaining_ms[0]),
            show(c.remaining_ms[1]),
            c.increment_ms / 1000
        ));
    }
    match &state.finish {
        Some(f) => out.push_str(&match f.winner {
            Some(w) => format!(
                "Over: player {w} wins ({})\n",
                super::words::english(&f.reason)
            ),
            None => format!("Over: draw ({})\n", super::words::english(&f.reason)),
        }),
        None => {
            let affordable = legal_actions(state, state.to_move).len() - 1;
            out.push_str(&format!(
                "Turn {} of {}: player {} to move, {} EP left, {} orders possible besides `{}`\n",
                state.turn,
                state.max_turns,
                state.to_move,
                state.ep,
                affordable,
                Action::End.text()
            ))
        }
    }
    out
}
