# A front-endek magyarul: a szolgáltatás elutasításai (váró, székek, jogosultság), a terminál és a Discord.

## service/auth.rs
service-no-seat-in-match = nincs széked a(z) { $id }. meccsben: egy szék nevében csak a gazdája cselekszik (a várólistához a `join` paranccsal csatlakozhatsz, nézni a `status` és a `map` paranccsal lehet)
service-only-host-or-server-admin = ezt csak a házigazda (<@{ $host }>) vagy a szerver egy adminja teheti meg

## service/diplomacy.rs
service-no-such-seat = nincs ilyen szék
service-you-cannot-write-to-your = a saját székednek nem írhatsz
service-message-is-empty = az üzenet üres
service-messages-only-in-play = üzenetek egy folyó meccs székei között mennek: a várólistán és a meccs vége után nem
service-seat-is-taken = a(z) { $seat }. széken <@{ $user }> játszik: futó meccsben egy szék csak akkor kerül másik emberhez, ha a gazdája átadja, vagy ha eltávolították, vagy botra bízta
service-match-of-another-place = a(z) { $id }. meccs egy másik szerveré: innen csak a leültetett játékosai cselekedhetnek, mindenki a saját széke nevében
service-message-holds-at-most-characters = egy üzenet legfeljebb { $max } karakter

## service/info.rs
service-match-has-not-started-there = a meccs még nem kezdődött el: még nincs térkép
service-match-has-not-started = a meccs még nem kezdődött el
service-no-such-game = nincs ilyen játék

## service/lobby.rs
service-match-still-open = a(z) { $id }. meccs még nyitva van ebben a csatornában: előbb fejezzétek be, vagy az új meccset egy másik csatornában hozd létre
service-seats-needed = a(z) { $game } játékhoz { $min }–{ $max } szék kell, és { $n } foglalt: `join`, vagy ültess le egy `bot`-ot
service-match-has-started-ask-host = a(z) { $id }. meccs elkezdődött: kérd meg a házigazdát, hogy egy széket cseréljen le rád (`replace`)
service-you-already-sit-in-seat = már ülsz a(z) { $seat }. széken
service-match-is-full-seats = a(z) { $id }. meccs megtelt ({ $max } szék)
service-match-has-started-use-concede = a meccs elkezdődött: a székedet a `concede` paranccsal adhatod fel
service-bots-join-in-lobby-once = botok a várólistán ülnek le; indulás után egy széket `replace` paranccsal cserélhetsz botra
service-match-has-already-started = a(z) { $id }. meccs már elkezdődött

## service/manage.rs
service-match-is-not-paused = a meccs nincs szüneteltetve
service-phase-deadline-is-between-60 = egy szakasz határideje 60 másodperc és 28 nap között lehet
service-match-is-over = a meccsnek vége
service-already-sits-in-seat = <@{ $user }> már ül a(z) { $theirs }. széken

## service/players.rs
service-notify-unknown = ez nem értesítési beállítás

## service/mod.rs
service-several-matches-here = ennek a csatornának a szálaiban több meccs fut ({ $ids }): nevezz meg egyet a `match:` opcióval, vagy játssz a szálában
service-no-open-match = ebben a csatornában nincs nyitott meccs: hozz létre egyet a `create <játék>` paranccsal, vagy nevezz meg egy meccset a számával
service-game-gone = ez a szerver már nem kínálja ezt a játékot: `{ $game }`
service-replay-failed = a(z) { $id }. meccs nem játszható vissza: { $error }
service-no-match-has-this-number = nincs ilyen számú meccs

## service/phrases.rs: szavak, amelyek számtól vagy fajtától függnek (a magyar főnév számnév után egyes számú)
service-days = { $n } nap
service-hours = { $n } óra
service-minutes = { $n } perc
service-seconds = { $n } másodperc
service-players-exactly = { $n } játékos
service-players-range = { $min }–{ $max } játékos
service-wait-kind = { $kind ->
    [turn] lépés
    [bid] titkos licit
    [decision] döntés
   *[orders] parancsok
}

## service/play.rs
service-match-has-no-state-yet = a meccsnek még nincs állása: a házigazda a `start` paranccsal indítja
service-match-moved-on-while-this = a meccs továbblépett, amíg ezt feldolgoztuk: próbáld újra
service-match-has-not-started-host = a meccs még nem kezdődött el: a házigazda a `start` paranccsal indítja
service-match-is-paused-host-resumes = a meccs szünetel: a házigazda a `resume` paranccsal folytatja

## terminal/parse.rs
terminal-order-needs-text = az order után a parancs szövege kell, például `order end`
terminal-bid-needs-text = a bid után a licit szövege kell
terminal-msg-needs-text = a msg után a szék mögé szöveg kell
terminal-match-is-named-by-its = a meccset a száma nevezi meg, például #3
terminal-admin-takes-on-or-off = az admin után on vagy off jön
terminal-create-needs-game = a create után egy játék kell
terminal-options-are-written-key-value = a beállítások kulcs=érték alakúak, például size=12
terminal-history-takes-count-like-history = a history után egy szám jön, például history 50
terminal-unknown-command = ismeretlen parancs
terminal-user-is-one-word-like = a felhasználó egy szó, például @alice
terminal-no-such-bot-level = nincs ilyen botszint
terminal-seat-is-number-like-0 = a szék egy szám, például 0 vagy 1
terminal-duration-is-number-with-s = az időtartam egy szám s, m, h vagy d betűvel
terminal-duration-out-of-range = az időtartam itt { $min } és { $max } között lehet

## discord/match_cmds.rs
discord-bot-levels = a botszint ezek egyike: { $list }
discord-duration-is-number-with-s = az időtartam egy szám s, m, h vagy d betűvel, például 24h
discord-options-are-written-key-value = a beállítások kulcs=érték alakúak
discord-name-either-user-or-bot = vagy egy felhasználót, vagy egy botszintet adj meg, ne mindkettőt és ne egyiket se
service-odds-which-game = nevezd meg a játékot, amelynek az esélyeit kéred
service-no-end-turn = a(z) { $game } játékban nincs körvége parancs
service-no-such-command = a(z) { $game } játékban nincs ilyen parancs
terminal-guild-needs-id = a `guild` után egy szerverazonosító jön, vagy `none`, ha nincs szerver (privát üzenet)
terminal-channel-needs-name = a `channel` után egy csatornanév jön
service-order-too-long = egy parancs legfeljebb { $max } karakter; ez { $length }
service-cooldown = a(z) `{ $command }` parancsot az imént kérték: próbáld újra { $seconds } másodperc múlva
service-message-rate = percenként legfeljebb { $max } üzenet: a következő { $seconds } másodperc múlva mehet
service-stale-phase = ez a gomb vagy menü a(z) { $id }. meccs egy korábbi szakaszához tartozott, amely már továbblépett: nézd meg újra a meccset (`status`, `orders`)
