//! Counts of units by arm. The lord is not a unit (R-LORD-1) and is tracked apart.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Arm {
    C,
    I,
    A,
}

impl Arm {
    pub const ALL: [Arm; 3] = [Arm::C, Arm::I, Arm::A];

    pub fn letter(self) -> char {
        match self {
            Arm::C => 'C',
            Arm::I => 'I',
            Arm::A => 'A',
        }
    }

    pub fn parse(text: &str) -> Option<Arm> {
        match text.trim().to_ascii_lowercase().as_str() {
            "c" | "cav" | "cavalry" | "knight" | "knights" => Some(Arm::C),
            "i" | "inf" | "infantry" => Some(Arm::I),
            "a" | "arc" | "archer" | "archers" => Some(Arm::A),
            _ => None,
        }
    }

    /// Movement points (R-MOVE-5).
    pub fn mp(self) -> u32 {
        match self {
            Arm::C => 4,
            Arm::I | Arm::A => 2,
        }
    }
}

#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Army {
    pub c: u32,
    pub i: u32,
    pub a: u32,
}

impl Army {
    pub const fn new(c: u32, i: u32, a: u32) -> Army {
        Army { c, i, a }
    }

    pub fn one(arm: Arm) -> Army {
        let mut a = Army::default();
        *a.get_mut(arm) = 1;
        a
    }

    pub fn total(&self) -> u32 {
        self.c + self.i + self.a
    }

    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    pub fn get(&self, arm: Arm) -> u32 {
        match arm {
            Arm::C => self.c,
            Arm::I => self.i,
            Arm::A => self.a,
        }
    }

    pub fn get_mut(&mut self, arm: Arm) -> &mut u32 {
        match arm {
            Arm::C => &mut self.c,
            Arm::I => &mut self.i,
            Arm::A => &mut self.a,
        }
    }

    pub fn plus(self, o: Army) -> Army {
        Army::new(self.c + o.c, self.i + o.i, self.a + o.a)
    }

    /// `self - o`, saturating at zero per arm.
    pub fn minus(self, o: Army) -> Army {
        Army::new(
            self.c.saturating_sub(o.c),
            self.i.saturating_sub(o.i),
            self.a.saturating_sub(o.a),
        )
    }

    pub fn contains(&self, o: &Army) -> bool {
        self.c >= o.c && self.i >= o.i && self.a >= o.a
    }

    /// Text like `2c1i3a` or `all`; parse with [`Army::parse`].
    pub fn parse(text: &str) -> Option<Army> {
        let t = text.trim().to_ascii_lowercase();
        if t.is_empty() {
            return None;
        }
        let mut army = Army::default();
        let mut digits = String::new();
        for ch in t.chars() {
            if ch.is_ascii_digit() {
                digits.push(ch);
                continue;
            }
            let arm = Arm::parse(&ch.to_string())?;
            let n = if digits.is_empty() {
                1
            } else {
                digits.parse().ok()?
            };
            digits.clear();
            *army.get_mut(arm) += n;
        }
        if !digits.is_empty() || army.is_empty() {
            return None;
        }
        Some(army)
    }

    /// The arm with the most units (tie: C, I, A), the default arm for a lord (section 25).
    pub fn largest_arm(&self) -> Option<Arm> {
        let mut best = None;
        for arm in Arm::ALL {
            let n = self.get(arm);
            let better = match best {
                None => true,
                Some(b) => n > self.get(b),
            };
            if n > 0 && better {
                best = Some(arm);
            }
        }
        best
    }
}

impl fmt::Display for Army {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return write!(f, "0");
        }
        for arm in Arm::ALL {
            let n = self.get(arm);
            if n > 0 {
                write!(f, "{n}{}", arm.letter())?;
            }
        }
        Ok(())
    }
}
