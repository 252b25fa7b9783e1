# A weboldalak saját szavai (32. jegy); a meccsek jelentései a játékok és a szolgáltatás katalógusaiból jönnek.
web-matches = Meccsek
web-matches-none = Még nincs nyilvános meccs.
web-match-title = { $id }. meccs ({ $game })
web-status-running = folyik
web-status-paused = szünetel
web-status-finished = véget ért
web-phase = Szakasz
web-phase-of = { $n }. szakasz ({ $total } közül): { $label }
web-previous = Előző szakasz
web-next = Következő szakasz
web-newest = Legújabb szakasz
web-report = Jelentés
web-report-empty = Semmi nyilvános nem történt.
web-standings = Állás
web-seats = Székek
web-waiting = Várunk rá: { $names }.
web-deadline = Határidő:
web-map-alt = A(z) { $id }. meccs ({ $game }) térképe, { $n }. szakasz: { $label }. { $title }
web-board = A tábla szövegként
web-no-map = Még nincs térkép.
web-delay = A nézők { $n ->
    [one] egy szakasszal
   *[other] { $n } szakasszal
} a játékosok mögött követik ezt a meccset.
web-seat-view = { $name } saját nézete: ne add tovább ezt a linket.
web-end = A vége
web-seed = Kockamag
web-live = Magától frissül, ha egy szakasz lezárul.
web-not-found = Itt nincs semmi.
web-forbidden = Ez a link nem érvényes (már).
web-too-many = Túl sok kérés; próbáld újra egy pillanat múlva.
web-error = Hiba történt nálunk.
web-language = Nyelv
