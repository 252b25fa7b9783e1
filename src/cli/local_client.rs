//! The client side of `korona serve-local`: starts a process and sends it requests from any thread,
//! each answer routed back to its sender by request id. The multi-process test and `korona bench
//! processes` drive their processes through this.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One `korona serve-local` process.
pub struct LocalWorker {
    child: Mutex<Child>,
    stdin: Mutex<Option<ChildStdin>>,
    waiting: Arc<Mutex<HashMap<String, Sender<String>>>>,
    /// Lines that answer no request (`dm ...` from due jobs), in the order printed.
    unasked: Arc<Mutex<Vec<String>>>,
}

impl LocalWorker {
    /// Starts `korona` (the binary at `exe`) as `serve-local` on `db`, with the given extra
    /// arguments and environment variables.
    pub fn start(
        exe: &std::path::Path,
        db: &str,
        args: &[&str],
        env: &[(&str, &str)],
    ) -> Arc<Self> {
        let mut child = Command::new(exe)
            .args(["serve-local", "--db", db])
            .args(args)
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("korona serve-local starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let stdin = child.stdin.take();
        let waiting: Arc<Mutex<HashMap<String, Sender<String>>>> = Default::default();
        let routes = waiting.clone();
        let unasked: Arc<Mutex<Vec<String>>> = Default::default();
        let others = unasked.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let id = line.split(' ').nth(1).unwrap_or("").to_string();
                let to = routes.lock().unwrap().remove(&id);
                match to {
                    Some(to) => {
                        let _ = to.send(line);
                    }
                    None => others.lock().unwrap().push(line),
                }
            }
            // The process ended: whoever still waits hears nothing more (their receivers
            // disconnect).
            routes.lock().unwrap().clear();
        });
        Arc::new(LocalWorker {
            child: Mutex::new(child),
            stdin: Mutex::new(stdin),
            waiting,
            unasked,
        })
    }

    /// Sends a request line; its answer line comes on the returned receiver, which disconnects if
    /// the process dies first.
    pub fn send(&self, id: &str, user: &str, channel: &str, command: &str) -> Receiver<String> {
        let (to, answer) = std::sync::mpsc::channel();
        self.waiting.lock().unwrap().insert(id.to_string(), to);
        let mut stdin = self.stdin.lock().unwrap();
        let written = match stdin.as_mut() {
            Some(pipe) => writeln!(pipe, "{id} {user} {channel} {command}").is_ok(),
            None => false,
        };
        if !written {
            self.waiting.lock().unwrap().remove(id);
        }
        answer
    }

    /// Sends a request and waits for its answer (at most `within`).
    pub fn ask(
        &self,
        id: &str,
        user: &str,
        channel: &str,
        command: &str,
        within: Duration,
    ) -> Option<String> {
        self.send(id, user, channel, command)
            .recv_timeout(within)
            .ok()
    }

    /// Every line the process printed that answered no request so far: what its due jobs sent
    /// (`dm <user> <text>`) and their errors (`jobs-error ...`).
    pub fn unasked(&self) -> Vec<String> {
        self.unasked.lock().unwrap().clone()
    }

    /// The process id (what the store's job owner name starts with: `pid<id>-`).
    pub fn id(&self) -> u32 {
        self.child.lock().unwrap().id()
    }

    /// SIGKILL, as a crash would.
    pub fn kill(&self) {
        let mut child = self.child.lock().unwrap();
        let _ = child.kill();
        let _ = child.wait();
        self.stdin.lock().unwrap().take();
        self.waiting.lock().unwrap().clear();
    }

    /// Closes stdin: the process answers what it has and exits. False if it did not within `within`
    /// (then it is killed).
    pub fn stop(&self, within: Duration) -> bool {
        self.stdin.lock().unwrap().take();
        let mut child = self.child.lock().unwrap();
        let until = Instant::now() + within;
        while child.try_wait().ok().flatten().is_none() {
            if Instant::now() >= until {
                let _ = child.kill();
                let _ = child.wait();
                return false;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        true
    }
}

impl Drop for LocalWorker {
    fn drop(&mut self) {
        if let Ok(child) = self.child.get_mut() {
            if child.try_wait().ok().flatten().is_none() {
                let _ = child.kill();
                let _ = child.wait();
            }
        }
    }
}
