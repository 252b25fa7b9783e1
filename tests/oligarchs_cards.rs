//! Section 7: the event cards, drawn at the start of each year.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{Dice, MatchSeed};
use korona_games::oligarchs::army::Army;
use korona_games::oligarchs::events;
use korona_games::oligarchs::state::{Card, Faction, Phase, State};

/// Seat 0 holds Nyitra (castle) and Bars; the Crown holds Pilis (castle) and Nógrád. `card` is next.
fn before(card: Card) -> State {
    let mut s = blank("basic", 2);
    put(&mut s, "Nyitra", p(0), "2c3i1a");
    lord(&mut s, 0, "Nyitra");
    put(&mut s, "Bars", p(0), "3i");
    put(&mut s, "Abaúj", p(1), "1i");
    lord(&mut s, 1, "Abaúj");
    put(&mut s, "Pilis", Faction::Crown, "1c1i1a");
    put(&mut s, "Nógrád", Faction::Crown, "3i");
    s.deck = vec![card];
    s
}

/// Both players pass: 1302 ends, 1303 begins with the card, then income.
fn next_year(s: &State) -> State {
    let s = order(s, 0, "pass").unwrap();
    order(&s, 1, "pass").unwrap()
}

// R-TURN-1 R-TURN-2 R-EVENT-1 R-INCOME-6 R-RECRUIT-1 R-CARD-11 R-CARD-12: a new year moves the timeline,
// reveals a card, credits all incomes at once, then recruitment starts with the start player. A quiet
// year changes nothing else.
#[test]
fn r_turn_2_a_year_begins() {
    for quiet in [Card::QuietYear, Card::QuietYear2] {
        let s = before(quiet);
        let t = next_year(&s);
        assert_eq!(t.year, 1303);
        assert_eq!(t.card, Some(quiet));
        assert!(t.deck.is_empty());
        assert_eq!((t.players[0].treasury, t.players[1].treasury), (4, 3));
        assert_eq!(t.phase, Phase::Recruit { turn: 0 });
        assert_eq!(units(&t, "Nyitra"), units(&s, "Nyitra"));
    }
}

// R-CARD-4 R-EVENT-4 R-EVENT-7 R-GEN-5: plague (quarters rounded down): players lose a quarter of their units, cheapest first from the
// largest stack; royal sides lose a quarter as infantry.
#[test]
fn r_card_4_plague() {
    let t = next_year(&before(Card::Plague));
    // Seat 0: 9 units -> 2 lost: the archer, then infantry, each from the largest stack (Nyitra).
    assert_eq!(units(&t, "Nyitra"), Army::new(2, 2, 0));
    assert_eq!(units(&t, "Bars"), Army::new(0, 3, 0));
    // The Crown: 6 units -> 1 infantry.
    assert_eq!(units(&t, "Pilis").plus(units(&t, "Nógrád")).i, 3);
}

// R-CARD-3: peasant revolt: every side loses a third of its infantry; no income from plain counties.
#[test]
fn r_card_3_peasant_revolt() {
    let t = next_year(&before(Card::PeasantRevolt));
    assert_eq!(units(&t, "Nyitra").i + units(&t, "Bars").i, 4);
    assert_eq!(units(&t, "Pilis").i + units(&t, "Nógrád").i, 3);
    assert_eq!(t.players[0].treasury, 3, "only the castle pays");
}

// R-CARD-5: the general levy: a free infantry in each own castle with room; royal castles +1 infantry.
#[test]
fn r_card_5_bloody_sword() {
    let t = next_year(&before(Card::BloodySword));
    assert_eq!(units(&t, "Nyitra").i, 4);
    assert_eq!(units(&t, "Bars").i, 3, "not a castle");
    assert_eq!(units(&t, "Pilis").i, 2);
    assert_eq!(units(&t, "Nógrád").i, 3);
}

// R-CARD-9: the royal tax takes half of each treasury after income.
#[test]
fn r_card_9_royal_tax() {
    let mut s = before(Card::RoyalTax);
    s.players[0].treasury = 10;
    let t = next_year(&s);
    assert_eq!(t.players[0].treasury, 7);
    assert_eq!(t.royal_treasury, 7 + 1);
}

// R-CARD-1 R-EVENT-2 R-EVENT-3: guilds drawn in 1301 are void for the whole game; drawn later they
// last to the end.
#[test]
fn r_card_1_guilds_void_in_first_year() {
    let mut s = blank("basic", 2);
    let mut dice = Dice::for_entry(&MatchSeed::from_number(1), 0);
    s.year = 1301;
    s.deck = vec![Card::Guilds, Card::QuietYear];
    events::draw(&mut s, &mut Vec::new(), &mut dice);
    assert!(!s.guilds);
    s.year = 1302;
    s.deck = vec![Card::Guilds, Card::QuietYear];
    events::draw(&mut s, &mut Vec::new(), &mut dice);
    assert!(s.guilds);
    events::draw(&mut s, &mut Vec::new(), &mut dice);
    assert!(s.guilds, "permanent");
}

// R-CARD-2 R-ELECT-1: a king election card brings an election at the end of a non-election year.
#[test]
fn r_card_2_king_election() {
    let mut s = before(Card::KingElection);
    s.year = 1303;
    s.phase = Phase::Move { turn: 0 };
    // End of 1303 is an election year anyway: play through it.
    let mut t = next_year(&s);
    assert!(matches!(t.phase, Phase::Election { .. }));
    for _ in 0..3 {
        t = order(&t, 0, "bid 0").unwrap();
        t = order(&t, 1, "bid 0").unwrap();
    }
    // 1304 begins with the king election card; recruit, move, then the extra election.
    assert_eq!((t.year, t.card), (1304, Some(Card::KingElection)));
    let t = order(&t, 0, "recruit none").unwrap();
    let t = order(&t, 1, "recruit none").unwrap();
    let t = next_year(&t);
    assert!(
        matches!(t.phase, Phase::Election { office: 0, .. }),
        "{:?}",
        t.phase
    );
}

// R-EVENT-6 R-INFO-3: the deck is the 12 cards, shuffled from the seed, one per year.
#[test]
fn r_event_6_deck() {
    let g = game("adv", 3, 4);
    let mut all: Vec<Card> = g.deck.clone();
    all.push(g.card.unwrap());
    all.sort();
    assert_eq!(all, Card::DECK.to_vec());
    assert_ne!(game("adv", 3, 5).deck, g.deck);
}

// R-EVENT-7: a player's standing `losses` order decides which arms an event takes first.
#[test]
fn r_event_7_standing_losses_order() {
    let s = before(Card::Plague);
    let s = order(&s, 0, "losses c,i,a").unwrap();
    let t = next_year(&s);
    // 9 units -> 2 lost: both cavalry from Nyitra.
    assert_eq!(units(&t, "Nyitra"), Army::new(0, 3, 1));
}

// R-EVENT-7: the standing `spare` order keeps chosen counties out of an event's losses while any other
// stack can pay; `spare none` clears it; a bad county is refused by name.
#[test]
fn r_event_7_spared_counties_pay_last() {
    let s = order(&before(Card::Plague), 0, "spare Nyitra").unwrap();
    let t = next_year(&s);
    // 9 units -> 2 lost, the cheapest present outside Nyitra: two infantry from Bars.
    assert_eq!(units(&t, "Nyitra"), Army::new(2, 3, 1));
    assert_eq!(units(&t, "Bars"), Army::new(0, 1, 0));
    // Everything spared: the largest stack pays after all.
    let all = order(&before(Card::Plague), 0, "spare nyitra bars").unwrap();
    assert_eq!(units(&next_year(&all), "Nyitra"), Army::new(2, 2, 0));
    let cleared = order(&s, 0, "spare none").unwrap();
    assert!(cleared.players[0].standing.spare.is_empty());
    let r = order(&s, 0, "spare Atlantis").unwrap_err();
    assert_eq!(r.token.as_deref(), Some("Atlantis"), "{r}");
    assert_eq!(r.id(), "oligarchs-not-a-county");
}

// R-EVENT-8 R-MOVE-14: a card's losses never take the last unit standing with a lord, whatever the
// standing orders say: the loss falls on the side's other stacks.
#[test]
fn r_event_8_a_card_never_leaves_a_lord_alone() {
    // Plague, seat 1 has 4 units (1 lost) and wants infantry lost first: the only infantry guards
    // its lord in Abaúj, so an archer of Zemplén goes instead.
    let mut s = before(Card::Plague);
    put(&mut s, "Zemplén", p(1), "3a");
    let s = order(&s, 1, "losses i,a,c").unwrap();
    let t = next_year(&s);
    assert_eq!(
        units(&t, "Abaúj"),
        Army::new(0, 1, 0),
        "the lord keeps his escort"
    );
    assert_eq!(units(&t, "Zemplén"), Army::new(0, 0, 2));
    // Peasant revolt, seat 1 has 3 infantry (1 lost) and spares Zemplén: Abaúj would pay first,
    // but its infantry is the lord's last unit.
    let mut s = before(Card::PeasantRevolt);
    put(&mut s, "Zemplén", p(1), "2i");
    let s = order(&s, 1, "spare zemplen").unwrap();
    let t = next_year(&s);
    assert_eq!(
        units(&t, "Abaúj"),
        Army::new(0, 1, 0),
        "the lord keeps his escort"
    );
    assert_eq!(units(&t, "Zemplén"), Army::new(0, 1, 0));
}
