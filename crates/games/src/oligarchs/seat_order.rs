//! One seat's order applied to the state, by kind of order: standing orders only set what later
//! rules consult; the others act when it is the seat's turn for them.

use super::extra_step::{self, Policy};
use super::field_garrison;
use super::game::seats;
use super::movement;
use super::orders::Action;
use super::recruit;
use super::sale;
use super::setup::{self, Placement};
use super::state::{Phase, Player, Standing, State};
use super::view;
use super::year;
use korona_engine::{msg, Dice, Event, Refusal, Seat, Submitted};

pub(super) trait OutCheck {
    fn is_none_or_out(&self) -> bool;
}

impl OutCheck for Option<&Player> {
    fn is_none_or_out(&self) -> bool {
        !matches!(self, Some(p) if !p.out)
    }
}

/// Applies one seat's order to `s` (already cloned).
pub(super) fn order(
    s: &mut State,
    seat: u8,
    action: &Action,
    events: &mut Vec<Event>,
    dice: &mut Dice,
) -> Result<(), Refusal> {
    if s.players.get(seat as usize).is_none_or_out() {
        return Err(out_refusal(s, seat));
    }
    // Named as the phase was when the order came, whatever the order changes.
    let phase_now = &view::turn_name(s);
    if set_standing(&mut s.players[seat as usize].standing, action) {
        return Ok(());
    }
    match action {
        Action::Place(p) => place(s, seat, p, events, dice, phase_now)?,
        Action::Garrison { county, arm } => {
            if !matches!(s.phase, Phase::Garrison { turn, .. } if turn == seat) {
                return Err(not_turn(phase_now));
            }
            field_garrison::check(s, *county, *arm)?;
            field_garrison::pick(s, *county, *arm, events);
            year::after_pick(s, events, dice);
        }
        Action::Sell(o) => sale::open(s, seat, *o, events)?,
        Action::Offer(n) => sale::offer(s, seat, *n, events)?,
        Action::ExtraStep(policy) => extra_step_policy(s, seat, *policy, events, dice),
        Action::Queue(None) => s.players[seat as usize].queue.clear(),
        Action::Queue(Some(step)) => {
            movement::check_queueable(s, seat, step)?;
            s.players[seat as usize].queue.push(step.clone());
            // Queued for the current turn: run it now.
            if s.phase == (Phase::Move { turn: seat }) {
                year::run_queue(s, seat, events, dice);
            }
        }
        Action::Give { to, amount } => give(s, seat, *to, *amount, events)?,
        Action::Recruit(list) => {
            if s.phase != (Phase::Recruit { turn: seat }) {
                return Err(not_turn(phase_now));
            }
            recruit::apply(s, seat, list, events)?;
            year::after_recruit(s, seat, events, dice);
        }
        Action::Pass => pass(s, seat, events, dice, phase_now)?,
        Action::Move { to, parts } if matches!(s.phase, Phase::ExtraStep { seat: asked, .. } if asked == seat) =>
        {
            extra_step::check(s, seat, *to, parts)?;
            extra_step::make(s, seat, *to, parts, events);
            year::fight_on(s, events, dice);
        }
        Action::Move { to, parts } => {
            if s.phase != (Phase::Move { turn: seat }) {
                return Err(not_turn(phase_now));
            }
            movement::apply(s, seat, *to, parts, events)?;
            if !year::settle(s) {
                year::after_move(s, seat, events, dice);
            }
        }
        Action::Bid(n) => bid(s, seat, *n, events, dice, phase_now)?,
        Action::Casualties(_)
        | Action::LordArm(_)
        | Action::Reroll(_)
        | Action::Losses(_)
        | Action::Spare(_)
        | Action::Veto(_)
        | Action::Lead(_)
        | Action::Oath(_)
        | Action::Vassals(_)
        | Action::Retreat(_) => unreachable!("standing orders are set above"),
    }
    Ok(())
}

/// Why a seat may give no order: it was eliminated, or there is no such seat.
pub(super) fn out_refusal(s: &State, seat: u8) -> Refusal {
    match s.players.get(seat as usize) {
        Some(p) if p.out => Refusal::new(msg!("oligarchs-seat-eliminated")),
        _ => Refusal::new(msg!("oligarchs-that-seat-is-not-in")),
    }
}

fn not_turn(phase_now: &str) -> Refusal {
    Refusal::new(msg!("oligarchs-not-your-turn", phase_now = phase_now))
}

/// A standing order sets what later rules consult, at any time; false for every other order.
fn set_standing(standing: &mut Standing, action: &Action) -> bool {
    match action {
        Action::Casualties(o) => standing.casualties = *o,
        Action::LordArm(a) => standing.lord_arm = *a,
        Action::Reroll(r) => standing.reroll = *r,
        Action::Losses(o) => standing.losses = *o,
        Action::Spare(list) => standing.spare = list.clone(),
        Action::Veto(v) => standing.veto = *v,
        Action::Lead(last) => standing.move_last = *last,
        Action::Oath(o) => standing.refuse_oath = !*o,
        Action::Vassals(v) => standing.refuse_vassals = !*v,
        Action::Retreat(r) => standing.retreat = *r,
        _ => return false,
    }
    true
}

/// The secret starting placement; the last one in finishes the setup.
fn place(
    s: &mut State,
    seat: u8,
    p: &Placement,
    events: &mut Vec<Event>,
    dice: &mut Dice,
    phase_now: &str,
) -> Result<(), Refusal> {
    if !matches!(s.phase, Phase::Placement { .. }) {
        return Err(not_turn(phase_now));
    }
    setup::check_placement(s, seat, p)?;
    let everyone = seats(s.order_from(s.start));
    let Phase::Placement { placed } = &mut s.phase else {
        unreachable!("checked above")
    };
    let submitted = placed.submit(Seat(seat), p.clone(), everyone);
    events.push(Event::private(
        Seat(seat),
        msg!("oligarchs-your-starting-placement-is-recorded"),
    ));
    if submitted == Submitted::AllIn {
        year::finish_setup(s, events, dice);
    }
    Ok(())
}

/// The extra-step policy is a standing order too, but one asked right now answers at once.
fn extra_step_policy(
    s: &mut State,
    seat: u8,
    policy: Policy,
    events: &mut Vec<Event>,
    dice: &mut Dice,
) {
    s.players[seat as usize].standing.extra_step = policy;
    // Asked right now: `gather` gathers and `never` declines at once.
    if let Phase::ExtraStep {
        seat: asked,
        county,
    } = s.phase
    {
        if asked == seat && policy != Policy::Ask {
            if policy == Policy::Gather {
                extra_step::gather(s, seat, county, events);
            }
            year::fight_on(s, events, dice);
        }
    }
}

/// Money to another seat, public and final (R-DIPLO-2), never during an election.
fn give(
    s: &mut State,
    seat: u8,
    to: u8,
    amount: u32,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if matches!(s.phase, Phase::Election { .. }) {
        return Err(Refusal::new(msg!(
            "oligarchs-no-money-changes-hands-during"
        )));
    }
    if to == seat || s.players[to as usize].out {
        return Err(Refusal::at(
            to.to_string(),
            msg!("oligarchs-give-to-another-seat-still"),
        ));
    }
    if amount > s.players[seat as usize].treasury {
        return Err(Refusal::at(
            amount.to_string(),
            msg!("oligarchs-more-than-your-treasury"),
        ));
    }
    s.players[seat as usize].treasury -= amount;
    s.players[to as usize].treasury += amount;
    events.push(Event::public(msg!(
        "oligarchs-seat-gives-garas-to-seat",
        seat = seat,
        amount = amount,
        to = to
    )));
    Ok(())
}

/// `pass`: no extra step, no recruitment, or the end of the seat's movement, by phase.
fn pass(
    s: &mut State,
    seat: u8,
    events: &mut Vec<Event>,
    dice: &mut Dice,
    phase_now: &str,
) -> Result<(), Refusal> {
    match s.phase {
        Phase::ExtraStep { seat: asked, .. } if asked == seat => {
            events.push(Event::public(msg!(
                "oligarchs-seat-takes-no-extra-step",
                seat = seat
            )));
            year::fight_on(s, events, dice);
        }
        Phase::Recruit { turn } if turn == seat => year::after_recruit(s, seat, events, dice),
        Phase::Move { turn } if turn == seat => {
            year::mark_passed(s, seat, events);
            year::after_move(s, seat, events, dice);
        }
        _ => return Err(not_turn(phase_now)),
    }
    Ok(())
}

/// A sealed bid of an elector (R-ELECT-5); the last one in runs the election.
fn bid(
    s: &mut State,
    seat: u8,
    n: u32,
    events: &mut Vec<Event>,
    dice: &mut Dice,
    phase_now: &str,
) -> Result<(), Refusal> {
    let electors = s.electors();
    let treasury = s.players[seat as usize].treasury;
    let next = s.next_election_year();
    let Phase::Election { bids, .. } = &mut s.phase else {
        // Not "not your turn": nobody's election is open; say when the next one is.
        return Err(Refusal::new(match next {
            Some(year) => msg!(
                "oligarchs-no-election-open",
                phase_now = phase_now,
                year = year
            ),
            None => msg!("oligarchs-no-election-left", phase_now = phase_now),
        }));
    };
    if !electors.contains(&seat) {
        return Err(Refusal::new(msg!("oligarchs-only-players-whose-lord-is")));
    }
    if n > treasury {
        return Err(Refusal::at(
            n.to_string(),
            msg!("oligarchs-you-have-garas", treasury = treasury),
        )
        .accepting(["0".to_string(), treasury.to_string()]));
    }
    let submitted = bids.submit(Seat(seat), n, seats(electors));
    events.push(Event::private(
        Seat(seat),
        msg!("oligarchs-your-sealed-bid", n = n),
    ));
    if submitted == Submitted::AllIn {
        year::after_bids(s, events, dice);
    }
    Ok(())
}
