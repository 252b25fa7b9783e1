use crate::rich::{self, Rich};
use korona_engine::Choice;
use std::sync::Arc;

/// Where a reply goes. Front-ends map these onto their own channels: a public post in the match
/// channel, an ephemeral answer to the caller, a direct message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum To {
    /// Everyone in the match channel.
    Public { channel: String },
    /// Only the caller (ephemeral).
    Caller,
    /// A direct message to a user.
    Dm { user: String },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Body {
    Text(Rich),
    /// The orders the caller could give now, typed for menus and autocomplete; `text` lists them for
    /// front-ends that only print.
    Choices {
        text: Rich,
        choices: Vec<Choice>,
        /// The phase they are legal in ([`phase_token`](super::phase_token)): a menu built from them
        /// sends its pick as [`Command::InPhase`](super::Command::InPhase).
        phase: String,
    },
    /// An accepted order's confirmation. `end_turn`: the caller's turn goes on and ending it is legal
    /// now (a front-end may offer it as a button that sends `Command::EndTurn`).
    Accepted {
        text: Rich,
        end_turn: bool,
        /// The phase the order was given in ([`phase_token`](super::phase_token)), for the button.
        phase: String,
        /// The orders the caller may give next in the same turn (empty once it has passed): the
        /// card that answers an order offers them again.
        next: Vec<Choice>,
        /// What the caller may take back now (a front-end's Undo last or Clear orders button, which
        /// sends `Command::TakeBack`).
        take_back: Option<korona_engine::TakeBack>,
    },
    /// Several pictures read as one, top to bottom, in one message (a phone map's pages: a phone
    /// shrinks a picture taller than 2:1 until its names no longer read). Each picture carries its
    /// own description.
    Album {
        caption: Rich,
        pictures: Vec<Picture>,
    },
    /// A rendered map; `caption` is the short report that goes with it.
    Image {
        name: String,
        png: Arc<Vec<u8>>,
        caption: Rich,
        /// The picture in words for screen readers (see [`crate::alt_text`]); empty for none.
        alt: String,
    },
    /// The one post that reports a phase.
    Phase(PhasePost),
    /// A text read page by page (a game's rules): a front-end shows one page with buttons to turn.
    Pages {
        title: String,
        /// The game the pages are about, for the buttons that turn them; `game/topic` when they are
        /// one topic of its guide.
        game: String,
        pages: Vec<String>,
        /// The pages' language, for the words around them (the page count, the buttons).
        lang: korona_engine::Lang,
    },
    /// A lobby's announcement: a front-end may offer Join, Add bot and Start as buttons.
    Lobby {
        text: Rich,
        match_id: i64,
        /// The match's language, for the buttons' labels.
        lang: korona_engine::Lang,
    },
    /// A direct message that tells a player a match waits for them, with a control to act from the
    /// DM (a bid's form, the order menu).
    Nudge {
        text: Rich,
        match_id: i64,
        /// The phase it was sent in ([`phase_token`](super::phase_token)).
        phase: String,
        /// The phase waits for a sealed bid: the control opens a bid form.
        bid: bool,
        /// The match's language, for the control's label.
        lang: korona_engine::Lang,
    },
}

/// One picture of an [`Body::Album`].
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub name: String,
    pub png: Arc<Vec<u8>>,
    /// The picture in words for screen readers; empty for none.
    pub alt: String,
}

/// What a phase post holds: what happened since the last post, the map, who is awaited and until
/// when. One post per phase instead of one per action keeps a weeks-long match readable.
#[derive(Clone, Debug, PartialEq)]
pub struct PhasePost {
    /// The match and the phase that begins (or the end of the match).
    pub title: Rich,
    /// Public events since the previous post, oldest first.
    pub events: Vec<Rich>,
    /// The awaited seats by name (a person for a player, so that Discord shows their names).
    pub waiting: Vec<Rich>,
    /// Users to mention in the message content: Discord notifies mentions there, not in embeds.
    pub ping: Vec<String>,
    /// When the phase's deadline passes (unix ms).
    pub deadline: Option<i64>,
    /// The map as a PNG (`name`, bytes); without a painter, the text board instead.
    pub picture: Option<(String, Arc<Vec<u8>>)>,
    /// The map in words for screen readers (whose turn, standings, what changed): the picture's
    /// description where a front-end has one (Discord: at most 1,024 characters).
    pub alt: String,
    pub board: Option<String>,
    /// All of it as one text, for front-ends that only print.
    pub text: Rich,
    /// The language of the match it reports.
    pub lang: korona_engine::Lang,
    /// The match's web page, where the deployment has public pages.
    pub page: Option<String>,
}

impl PhasePost {
    /// Builds the post and its plain text.
    pub fn new(
        title: String,
        events: Vec<String>,
        waiting: Vec<String>,
        ping: Vec<String>,
        deadline: Option<i64>,
    ) -> Self {
        let mut post = PhasePost {
            title: title.into(),
            events: events.into_iter().map(Rich::from).collect(),
            waiting: waiting.into_iter().map(Rich::from).collect(),
            ping,
            deadline,
            picture: None,
            alt: String::new(),
            board: None,
            text: Rich::default(),
            lang: korona_engine::Lang::En,
            page: None,
        };
        post.text = post.plain();
        post
    }

    /// The post with a link to its match's page.
    pub fn with_page(mut self, page: Option<String>) -> Self {
        self.page = page;
        self
    }

    pub fn with_picture(mut self, name: String, png: Arc<Vec<u8>>) -> Self {
        self.picture = Some((name, png));
        self
    }

    /// The post with its map described in words (see [`crate::alt_text`]).
    pub fn with_alt(mut self, alt: String) -> Self {
        self.alt = alt;
        self
    }

    /// The post in `lang`: its footer's words (the rest arrives rendered).
    pub fn in_lang(mut self, lang: korona_engine::Lang) -> Self {
        self.lang = lang;
        self.text = self.plain();
        self
    }

    pub fn with_board(mut self, board: String) -> Self {
        self.board = Some(board);
        self.text = self.plain();
        self
    }

    /// The footer line: who is awaited, and the deadline.
    pub fn awaits(&self) -> Option<Rich> {
        self.awaits_marked().map(Rich::from)
    }

    fn awaits_marked(&self) -> Option<String> {
        if self.waiting.is_empty() {
            return None;
        }
        let words = crate::words::own(self.lang);
        let names: Vec<String> = self.waiting.iter().map(Rich::marked).collect();
        let mut line = words.render(&korona_engine::msg!(
            "service-waiting-for",
            names = names.join(", ")
        ));
        if let Some(at) = self.deadline {
            line.push(' ');
            line.push_str(&words.render(&korona_engine::msg!(
                "service-deadline-at",
                at = rich::moment(at)
            )));
        }
        Some(line)
    }

    fn plain(&self) -> Rich {
        let mut lines = vec![self.title.marked()];
        lines.extend(self.events.iter().map(|e| format!("- {}", e.marked())));
        lines.extend(self.awaits_marked());
        if let Some(board) = &self.board {
            lines.push(code_block(board));
        }
        Rich::from(lines.join("\n"))
    }
}

/// A text board as fixed-width text (see [`crate::rich::Span::Code`]), so that its columns line up
/// in Discord's proportional font.
pub(crate) fn code_block(board: &str) -> String {
    crate::rich::code(board)
}

#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    pub to: To,
    pub body: Body,
}

impl Reply {
    pub fn caller(text: impl Into<String>) -> Self {
        Reply {
            to: To::Caller,
            body: Body::Text(Rich::from(text.into())),
        }
    }

    pub fn public(channel: &str, text: impl Into<String>) -> Self {
        Reply {
            to: To::Public {
                channel: channel.to_string(),
            },
            body: Body::Text(Rich::from(text.into())),
        }
    }

    pub fn dm(user: &str, text: impl Into<String>) -> Self {
        Reply {
            to: To::Dm {
                user: user.to_string(),
            },
            body: Body::Text(Rich::from(text.into())),
        }
    }

    /// The reply's text with its typed parts, if it has one (a book of pages has its first page).
    pub fn rich(&self) -> Option<&Rich> {
        match &self.body {
            Body::Text(t) | Body::Choices { text: t, .. } | Body::Accepted { text: t, .. } => {
                Some(t)
            }
            Body::Image { caption, .. } | Body::Album { caption, .. } => Some(caption),
            Body::Phase(post) => Some(&post.text),
            Body::Nudge { text, .. } | Body::Lobby { text, .. } => Some(text),
            Body::Pages { .. } => None,
        }
    }

    /// The reply as plain text ([`Rich::plain`]): a person as `@id`, a moment in UTC.
    pub fn text(&self) -> String {
        match &self.body {
            Body::Pages { pages, .. } => pages.first().cloned().unwrap_or_default(),
            _ => self.rich().map(Rich::plain).unwrap_or_default(),
        }
    }

    /// The typed choices of a `Legal` answer, or the next orders an order's card offers (empty for
    /// any other reply).
    pub fn choices(&self) -> &[Choice] {
        match &self.body {
            Body::Choices { choices, .. } => choices,
            Body::Accepted { next, .. } => next,
            _ => &[],
        }
    }

    /// The phase token an order's confirmation or a list of legal orders was made in.
    pub fn phase(&self) -> Option<&str> {
        match &self.body {
            Body::Accepted { phase, .. } | Body::Choices { phase, .. } => Some(phase),
            _ => None,
        }
    }

    /// Whether this is an order's confirmation that offers to end the turn.
    pub fn offers_end_turn(&self) -> bool {
        matches!(self.body, Body::Accepted { end_turn: true, .. })
    }

    /// What the caller may take back now, if the reply is an order's card that offers it.
    pub fn take_back(&self) -> Option<korona_engine::TakeBack> {
        match self.body {
            Body::Accepted { take_back, .. } => take_back,
            _ => None,
        }
    }

    pub fn is_public(&self) -> bool {
        matches!(self.to, To::Public { .. })
    }
}
