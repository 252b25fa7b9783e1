# The test-only auction game's English.
auction-bid-not-number = a bid is a whole number
auction-over-purse = more than your purse
auction-over = the auction is over
auction-resigned = you resigned
auction-bid-sealed = Your bid of { $amount } is sealed.
auction-has-bid = { SEAT($seat, form: "Seat") } has bid.
auction-revealed = Round { $round } bids revealed: { $bids }. { SEAT($winner, form: "Seat") } scores.
auction-reason-points = { $goal ->
    [one] 1 point
   *[other] { $goal } points
}
