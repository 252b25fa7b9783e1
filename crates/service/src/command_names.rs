//! The names Discord shows for korona's slash commands, subcommands and options in Hungarian, by
//! their English name. The Discord adapter registers them; the terminal reads a line typed in the
//! form a message names (`/parancs number 0`, `/meccs gyakorlás thrones`) as the English command,
//! so what a message tells a player to type works as typed in both front-ends.

/// Hungarian names of commands, subcommands and options, by their English name. Discord shows them to
/// users whose client speaks Hungarian and still sends the English name in the interaction, so the
/// handlers never see these. Discord's rule: lowercase letters, digits, `-` or `_`, at most 32.
pub const HUNGARIAN: &[(&str, &str)] = &[
    // Commands and the subcommands of `/match`.
    ("match", "meccs"),
    ("create", "létrehozás"),
    ("practice", "gyakorlás"),
    ("join", "csatlakozás"),
    ("leave", "kilépés"),
    ("bot", "bot"),
    ("start", "indítás"),
    ("status", "állás"),
    ("map", "térkép"),
    ("history", "előzmények"),
    ("pause", "szünet"),
    ("resume", "folytatás"),
    ("deadline", "határidő"),
    ("kick", "eltávolítás"),
    ("replace", "csere"),
    ("concede", "feladás"),
    ("order", "parancs"),
    ("orders", "teendők"),
    ("undo", "visszavonás"),
    ("settings", "beállításaim"),
    ("bid", "licit"),
    ("msg", "üzenet"),
    ("conversation", "beszélgetés"),
    ("odds", "esélyek"),
    ("games", "játékok"),
    ("rules", "szabályok"),
    ("help", "súgó"),
    ("mygames", "meccseim"),
    ("me", "én"),
    ("notify", "értesítés"),
    ("timezone", "időzóna"),
    ("quiet", "csend"),
    ("digest", "összefoglaló"),
    ("vacation", "szabadság"),
    ("hours", "órák"),
    ("days", "napok"),
    ("zone", "zóna"),
    ("leaderboard", "ranglista"),
    ("profile", "profil"),
    ("spectate", "nézés"),
    ("stop", "leállítás"),
    // Options (`match` and `bot` are options too, with the same Hungarian names).
    ("text", "szöveg"),
    ("seat", "szék"),
    ("game", "játék"),
    ("options", "beállítások"),
    ("level", "szint"),
    ("last", "utolsó"),
    ("duration", "időtartam"),
    ("user", "felhasználó"),
    ("battle", "csata"),
    ("setting", "beállítás"),
    ("phone", "telefon"),
    ("topic", "téma"),
];

/// The English name of a Hungarian command, subcommand or option name (an English name is itself).
pub fn english(word: &str) -> Option<&'static str> {
    HUNGARIAN
        .iter()
        .find(|(en, hu)| *en == word || *hu == word)
        .map(|(en, _)| *en)
}
