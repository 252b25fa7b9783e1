//! `korona play`: the commands a Discord user has, typed at a prompt or read from a script. Every reply
//! is printed with its audience, so a script shows exactly what each person would have seen.

mod parse;
pub mod words;

pub use parse::{parse_line, Line};

use korona_service::{
    Body, Caller, Clock, Command, ManualClock, Place, Reply, Request, Service, To,
};
use std::io::Write;
use std::path::PathBuf;

pub struct Terminal {
    pub service: Service,
    pub caller: Caller,
    /// The Discord server later lines come from (`guild` lines); none, as from a DM, at first.
    pub guild: Option<String>,
    pub channel: String,
    /// Set when the service runs on a manual clock, so `tick` can move it.
    pub clock: Option<ManualClock>,
    /// Where images are written; none: only their captions are printed.
    pub out: Option<PathBuf>,
}

impl Terminal {
    /// Runs one line and returns what it printed.
    pub async fn run_line(&mut self, line: &str) -> String {
        let mut printed = String::new();
        match parse_line(line) {
            Err(refusal) => printed.push_str(&format!(
                "[refused @{}] {}\n",
                self.caller.user,
                self.service.words_in(self.caller.lang).refusal(&refusal)
            )),
            Ok(Line::Nothing) => {}
            Ok(Line::As(user)) => self.caller.user = user,
            Ok(Line::Admin(on)) => self.caller.admin = on,
            Ok(Line::Guild(guild)) => self.guild = guild,
            Ok(Line::Channel(channel)) => self.channel = channel,
            Ok(Line::Tick(ms)) => match &self.clock {
                Some(clock) => {
                    clock.advance(ms);
                    // The next `korona play` on this database resumes here (see `cli::play`).
                    if let Err(e) = self.service.keep_manual_clock(clock.now_ms()).await {
                        printed.push_str(&format!("[error] {e}\n"));
                    }
                    match self.service.run_due_jobs().await {
                        Ok(replies) => self.print_replies(&replies, &mut printed),
                        Err(e) => printed.push_str(&format!("[error] {e}\n")),
                    }
                }
                None => {
                    printed.push_str("[refused] tick needs a manual clock (KORONA_CLOCK=manual)\n")
                }
            },
            Ok(Line::Run {
                match_id,
                mut command,
            }) => {
                // The terminal's language is the "server's": a match created here posts in it.
                if let Command::Create { options, .. } = &mut command {
                    if !options.iter().any(|(k, _)| k.eq_ignore_ascii_case("lang")) {
                        options.push(("lang".into(), self.caller.lang.tag().into()));
                    }
                }
                // A terminal user's id is the name they go by: the maps show it (Discord keeps
                // the display name the same way when a player sits down).
                if matches!(
                    command,
                    Command::Join | Command::Create { .. } | Command::Practice { .. }
                ) {
                    let user = self.caller.user.clone();
                    let _ = self.service.remember_name(&user, &user).await;
                }
                let req = Request {
                    caller: self.caller.clone(),
                    place: Place {
                        guild: self.guild.clone(),
                        channel: self.channel.clone(),
                    },
                    match_id,
                    command,
                };
                match self.service.handle(&req).await {
                    Ok(replies) => self.print_replies(&replies, &mut printed),
                    Err(e) => match e.refusal() {
                        Some(r) => printed.push_str(&format!(
                            "[refused @{}] {}\n",
                            self.caller.user,
                            words::text(
                                &self.service.refusal_in(self.caller.lang, r),
                                self.service.now()
                            )
                        )),
                        None => printed.push_str(&format!("[error] {e}\n")),
                    },
                }
            }
        }
        printed
    }

    fn print_replies(&self, replies: &[Reply], printed: &mut String) {
        for reply in replies {
            let to = match &reply.to {
                To::Public { channel } => format!("public #{channel}"),
                To::Caller => format!("private @{}", self.caller.user),
                To::Dm { user } => format!("dm @{user}"),
            };
            let now = self.service.now();
            let said = |rich: &korona_service::Rich| words::text(rich, now);
            let line = match &reply.body {
                Body::Text(text)
                | Body::Choices { text, .. }
                | Body::Accepted { text, .. }
                | Body::Nudge { text, .. }
                | Body::Lobby { text, .. } => format!("[{to}] {}\n", said(text)),
                Body::Image {
                    name, png, caption, ..
                } => {
                    let saved = self.save(name, png);
                    format!(
                        "[{to}] [image {name}, {} bytes{saved}] {}\n",
                        png.len(),
                        said(caption)
                    )
                }
                Body::Album { caption, pictures } => {
                    // Every picture is written, top to bottom; one line each says where.
                    let mut lines = format!("[{to}] {}\n", said(caption));
                    for p in pictures {
                        let saved = self.save(&p.name, &p.png);
                        lines.push_str(&format!(
                            "[{to}] [image {}, {} bytes{saved}] {}\n",
                            p.name,
                            p.png.len(),
                            p.alt
                        ));
                    }
                    lines
                }
                Body::Pages { title, pages, .. } => {
                    format!("[{to}] {title}\n{}\n", pages.join("\n\n"))
                }
                Body::Phase(post) => match &post.picture {
                    Some((name, png)) => {
                        let saved = self.save(name, png);
                        format!(
                            "[{to}] [image {name}, {} bytes{saved}] {}\n",
                            png.len(),
                            said(&post.text)
                        )
                    }
                    None => format!("[{to}] {}\n", said(&post.text)),
                },
            };
            printed.push_str(&line);
        }
    }

    /// Writes a picture into the output folder, if there is one; says where (or why not).
    fn save(&self, name: &str, png: &[u8]) -> String {
        let Some(dir) = self.out.as_ref() else {
            return String::new();
        };
        let path = dir.join(name);
        match std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&path, png)) {
            Ok(()) => format!(" -> {}", path.display()),
            Err(e) => format!(" (not written: {e})"),
        }
    }

    /// Reads lines until the input ends, printing replies as they come.
    pub async fn run_lines(&mut self, lines: impl Iterator<Item = String>) {
        self.run_lines_prompting(lines, None).await
    }

    /// [`Terminal::run_lines`], printing `prompt` before each line is read (a person at a terminal
    /// needs to see that the program waits for them; a script's output must not be cluttered).
    pub async fn run_lines_prompting(
        &mut self,
        mut lines: impl Iterator<Item = String>,
        prompt: Option<&str>,
    ) {
        loop {
            if let Some(prompt) = prompt {
                print!("{prompt}");
                let _ = std::io::stdout().flush();
            }
            let Some(line) = lines.next() else {
                // Ctrl-D leaves the cursor after the prompt: end the line so the shell's prompt
                // starts on its own.
                if prompt.is_some() {
                    println!();
                }
                break;
            };
            let printed = self.run_line(&line).await;
            print!("{printed}");
            let _ = std::io::stdout().flush();
        }
    }

    /// What an interactive session prints first: where it is, who it acts as, how to go on.
    pub fn banner(&self, db: &std::path::Path) -> String {
        format!(
            "korona play: database {}, acting as @{} in #{}{}.\n\
             Type commands as on Discord (`help` lists them); `as <user>` changes who acts; \
             Ctrl-D ends.\n",
            db.display(),
            self.caller.user,
            self.channel,
            if self.clock.is_some() {
                ", manual clock (`tick 1h` moves it)"
            } else {
                ""
            }
        )
    }
}
