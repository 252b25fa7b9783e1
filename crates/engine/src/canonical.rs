//! The bytes a state's hash covers, written straight from the state: exactly what
//! `serde_json::to_value(state)?.to_string()` prints (compact, every object's keys sorted as a
//! `serde_json::Map` sorts them, `f32` widened to `f64`), without building the `Value` tree.
//!
//! Why: every accepted order hashes its new state, and building a `Value` costs an allocation per
//! key, string and object; that was the largest share of an order's CPU (allocation ~22%, JSON ~8%
//! of `korona bench throughput`). Here an object's entries are written into one reused buffer and
//! reordered in place when it closes, so a warm thread allocates nothing per order. The bytes must
//! stay the old ones (every stored log keeps them): anything this writer does not mirror exactly
//! (128-bit or float map keys, ...) is refused, and the caller falls back to the `Value` path.

use std::cell::RefCell;
use std::fmt::{self, Display};

use serde::ser::{self, Serialize};
use sha2::{Digest, Sha256};

/// The SHA-256 (hex) of `value`'s canonical JSON with the top-level keys in `left_out` omitted.
/// `None` when `value` holds something the writer does not mirror exactly (the caller then takes
/// the `Value` path, which gives the same bytes when both can).
pub fn sha256_hex<T: Serialize + ?Sized>(value: &T, left_out: &[&str]) -> Option<String> {
    thread_local! {
        static WRITER: RefCell<Writer> = RefCell::new(Writer::default());
    }
    WRITER.with(|w| {
        // A Serialize impl that hashes another state on this thread would find the writer busy:
        // it then gets a fresh one instead of a panic.
        let mut fresh;
        let mut borrowed = w.try_borrow_mut();
        let w: &mut Writer = match borrowed.as_deref_mut() {
            Ok(w) => w,
            Err(_) => {
                fresh = Writer::default();
                &mut fresh
            }
        };
        let bytes = w.write(value, left_out).ok()?;
        Some(hex::encode(Sha256::digest(bytes)))
    })
}

/// The canonical JSON itself, for tests that compare it with the `Value` path's.
pub fn to_bytes<T: Serialize + ?Sized>(value: &T, left_out: &[&str]) -> Option<Vec<u8>> {
    Writer::default()
        .write(value, left_out)
        .ok()
        .map(<[u8]>::to_vec)
}

#[derive(Debug)]
pub struct Unsupported(String);

impl Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not written canonically: {}", self.0)
    }
}

impl std::error::Error for Unsupported {}

impl ser::Error for Unsupported {
    fn custom<T: Display>(msg: T) -> Self {
        Unsupported(msg.to_string())
    }
}

type Res = Result<(), Unsupported>;

/// One entry of an open object: its raw key in `keys`, its value's bytes in `out`.
#[derive(Clone, Copy)]
struct Entry {
    key: (usize, usize),
    value: (usize, usize),
}

#[derive(Default)]
struct Writer {
    out: Vec<u8>,
    /// Raw (unescaped) keys of the open objects' entries: they sort as `String`s do.
    keys: String,
    /// Entries of every open object, innermost last.
    entries: Vec<Entry>,
    /// Where an object's bytes are copied while it is rewritten in key order.
    scratch: Vec<u8>,
    order: Vec<Entry>,
}

impl Writer {
    fn write<T: Serialize + ?Sized>(
        &mut self,
        value: &T,
        left_out: &[&str],
    ) -> Result<&[u8], Unsupported> {
        self.out.clear();
        self.keys.clear();
        self.entries.clear();
        value.serialize(Ser { w: self, left_out })?;
        Ok(&self.out[..])
    }

    fn json<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        serde_json::to_writer(&mut self.out, v).map_err(|e| Unsupported(e.to_string()))
    }

    fn open_object(&mut self) -> Object {
        Object {
            entries: self.entries.len(),
            keys: self.keys.len(),
            start: self.out.len(),
        }
    }

    /// Starts an entry whose value is written next.
    fn key(&mut self, key: &str) {
        let k = self.keys.len();
        self.keys.push_str(key);
        let v = self.out.len();
        self.entries.push(Entry {
            key: (k, self.keys.len()),
            value: (v, v),
        });
    }

    fn end_value(&mut self) {
        let end = self.out.len();
        if let Some(e) = self.entries.last_mut() {
            e.value.1 = end;
        }
    }

    /// Rewrites the object's entries as `{"key":value,...}` in key order (a later entry with the
    /// same key wins, as inserting into a map does), leaving out `left_out` keys at the top.
    fn close_object(&mut self, o: Object, left_out: &[&str]) {
        self.order.clear();
        self.order.extend_from_slice(&self.entries[o.entries..]);
        let keys = &self.keys;
        // Stable: equal keys keep their order, so the last of them is the one kept below.
        self.order
            .sort_by(|a, b| keys[a.key.0..a.key.1].cmp(&keys[b.key.0..b.key.1]));
        self.scratch.clear();
        self.scratch.extend_from_slice(&self.out[o.start..]);
        self.out.truncate(o.start);
        self.out.push(b'{');
        let mut first = true;
        for (i, e) in self.order.iter().enumerate() {
            let key = &keys[e.key.0..e.key.1];
            let next_same = self
                .order
                .get(i + 1)
                .is_some_and(|n| &keys[n.key.0..n.key.1] == key);
            if next_same || left_out.contains(&key) {
                continue;
            }
            if !first {
                self.out.push(b',');
            }
            first = false;
            serde_json::to_writer(&mut self.out, key).expect("a string writes to a Vec");
            self.out.push(b':');
            self.out
                .extend_from_slice(&self.scratch[e.value.0 - o.start..e.value.1 - o.start]);
        }
        self.out.push(b'}');
        self.entries.truncate(o.entries);
        self.keys.truncate(o.keys);
    }
}

/// Where an open object's entries, keys and bytes begin.
#[derive(Clone, Copy)]
struct Object {
    entries: usize,
    keys: usize,
    start: usize,
}

struct Ser<'a> {
    w: &'a mut Writer,
    /// Top-level keys left out of the hash; empty below the top.
    left_out: &'a [&'a str],
}

impl<'a> Ser<'a> {
    fn inner(&mut self) -> Ser<'_> {
        Ser {
            w: self.w,
            left_out: &[],
        }
    }
}

/// An open array: whether an element was written yet.
struct Array<'a> {
    s: Ser<'a>,
    first: bool,
    /// A variant's array closes its wrapping object too.
    variant: Option<Object>,
}

/// An open object (struct, map or a variant's fields).
struct Obj<'a> {
    s: Ser<'a>,
    o: Object,
    variant: Option<Object>,
}

impl<'a> ser::Serializer for Ser<'a> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = Array<'a>;
    type SerializeTuple = Array<'a>;
    type SerializeTupleStruct = Array<'a>;
    type SerializeTupleVariant = Array<'a>;
    type SerializeMap = Obj<'a>;
    type SerializeStruct = Obj<'a>;
    type SerializeStructVariant = Obj<'a>;

    fn serialize_bool(self, v: bool) -> Res {
        self.w.json(&v)
    }
    fn serialize_i8(self, v: i8) -> Res {
        self.w.json(&v)
    }
    fn serialize_i16(self, v: i16) -> Res {
        self.w.json(&v)
    }
    fn serialize_i32(self, v: i32) -> Res {
        self.w.json(&v)
    }
    fn serialize_i64(self, v: i64) -> Res {
        self.w.json(&v)
    }
    fn serialize_u8(self, v: u8) -> Res {
        self.w.json(&v)
    }
    fn serialize_u16(self, v: u16) -> Res {
        self.w.json(&v)
    }
    fn serialize_u32(self, v: u32) -> Res {
        self.w.json(&v)
    }
    fn serialize_u64(self, v: u64) -> Res {
        self.w.json(&v)
    }
    fn serialize_i128(self, _: i128) -> Res {
        Err(Unsupported("i128".into()))
    }
    fn serialize_u128(self, _: u128) -> Res {
        Err(Unsupported("u128".into()))
    }
    /// A `Value` keeps an `f32` as the `f64` it widens to, and prints that.
    fn serialize_f32(self, v: f32) -> Res {
        self.w.json(&(v as f64))
    }
    fn serialize_f64(self, v: f64) -> Res {
        self.w.json(&v)
    }
    fn serialize_char(self, v: char) -> Res {
        self.w.json(&v)
    }
    fn serialize_str(self, v: &str) -> Res {
        self.w.json(v)
    }
    /// A `Value` holds bytes as an array of numbers.
    fn serialize_bytes(self, v: &[u8]) -> Res {
        self.w.json(v)
    }
    fn serialize_none(self) -> Res {
        self.w.out.extend_from_slice(b"null");
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Res {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Res {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _: &'static str) -> Res {
        self.serialize_none()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Res {
        self.w.json(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> Res {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        mut self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> Res {
        let o = self.w.open_object();
        self.w.key(variant);
        v.serialize(self.inner())?;
        self.w.end_value();
        self.w.close_object(o, &[]);
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Array<'a>, Unsupported> {
        self.w.out.push(b'[');
        Ok(Array {
            s: self,
            first: true,
            variant: None,
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Array<'a>, Unsupported> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Array<'a>, Unsupported> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Array<'a>, Unsupported> {
        let o = self.w.open_object();
        self.w.key(variant);
        self.w.out.push(b'[');
        Ok(Array {
            s: Ser {
                w: self.w,
                left_out: &[],
            },
            first: true,
            variant: Some(o),
        })
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Obj<'a>, Unsupported> {
        let o = self.w.open_object();
        Ok(Obj {
            s: self,
            o,
            variant: None,
        })
    }
    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Obj<'a>, Unsupported> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Obj<'a>, Unsupported> {
        let outer = self.w.open_object();
        self.w.key(variant);
        let o = self.w.open_object();
        Ok(Obj {
            s: Ser {
                w: self.w,
                left_out: &[],
            },
            o,
            variant: Some(outer),
        })
    }
}

impl Array<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        if !self.first {
            self.s.w.out.push(b',');
        }
        self.first = false;
        v.serialize(self.s.inner())
    }
    fn close(self) -> Res {
        self.s.w.out.push(b']');
        if let Some(o) = self.variant {
            self.s.w.end_value();
            self.s.w.close_object(o, &[]);
        }
        Ok(())
    }
}

/// serde's compound traits whose methods only pass on to the writer's own `$each` and `close`.
macro_rules! passes_on {
    ($ty:ident: $($tr:ident::$m:ident($($key:ident: $k:ty)?) => $each:ident;)*) => {$(
        impl ser::$tr for $ty<'_> {
            type Ok = ();
            type Error = Unsupported;
            fn $m<T: Serialize + ?Sized>(&mut self, $($key: $k,)? v: &T) -> Res {
                self.$each($($key,)? v)
            }
            fn end(self) -> Res {
                self.close()
            }
        }
    )*};
}

passes_on! { Array:
    SerializeSeq::serialize_element() => element;
    SerializeTuple::serialize_element() => element;
    SerializeTupleStruct::serialize_field() => element;
    SerializeTupleVariant::serialize_field() => element;
}

impl Obj<'_> {
    fn field<T: Serialize + ?Sized>(&mut self, key: &str, v: &T) -> Res {
        self.s.w.key(key);
        v.serialize(self.s.inner())?;
        self.s.w.end_value();
        Ok(())
    }
    fn close(self) -> Res {
        self.s.w.close_object(self.o, self.s.left_out);
        if let Some(outer) = self.variant {
            self.s.w.end_value();
            self.s.w.close_object(outer, &[]);
        }
        Ok(())
    }
}

impl ser::SerializeMap for Obj<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Res {
        let k = self.s.w.keys.len();
        key.serialize(KeySer(&mut self.s.w.keys))?;
        let v = self.s.w.out.len();
        self.s.w.entries.push(Entry {
            key: (k, self.s.w.keys.len()),
            value: (v, v),
        });
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        v.serialize(self.s.inner())?;
        self.s.w.end_value();
        Ok(())
    }
    fn end(self) -> Res {
        self.close()
    }
}

passes_on! { Obj:
    SerializeStruct::serialize_field(key: &'static str) => field;
    SerializeStructVariant::serialize_field(key: &'static str) => field;
}

/// A map key as `serde_json`'s `Value` writes it: strings as they are, integers and booleans as
/// their text, a unit variant as its name. Anything else is refused (the `Value` path decides).
struct KeySer<'a>(&'a mut String);

macro_rules! int_key {
    ($($f:ident: $t:ty),*) => {$(
        fn $f(self, v: $t) -> Res {
            use std::fmt::Write;
            write!(self.0, "{v}").map_err(|e| Unsupported(e.to_string()))
        }
    )*};
}

impl ser::Serializer for KeySer<'_> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = ser::Impossible<(), Unsupported>;
    type SerializeTuple = ser::Impossible<(), Unsupported>;
    type SerializeTupleStruct = ser::Impossible<(), Unsupported>;
    type SerializeTupleVariant = ser::Impossible<(), Unsupported>;
    type SerializeMap = ser::Impossible<(), Unsupported>;
    type SerializeStruct = ser::Impossible<(), Unsupported>;
    type SerializeStructVariant = ser::Impossible<(), Unsupported>;

    int_key!(serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64);

    fn serialize_bool(self, v: bool) -> Res {
        self.0.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Res {
        self.0.push_str(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Res {
        self.0.push(v);
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Res {
        self.0.push_str(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> Res {
        v.serialize(self)
    }
    fn serialize_i128(self, _: i128) -> Res {
        Err(Unsupported("i128 key".into()))
    }
    fn serialize_u128(self, _: u128) -> Res {
        Err(Unsupported("u128 key".into()))
    }
    fn serialize_f32(self, _: f32) -> Res {
        Err(Unsupported("float key".into()))
    }
    fn serialize_f64(self, _: f64) -> Res {
        Err(Unsupported("float key".into()))
    }
    fn serialize_bytes(self, _: &[u8]) -> Res {
        Err(Unsupported("bytes key".into()))
    }
    fn serialize_none(self) -> Res {
        Err(Unsupported("none key".into()))
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Res {
        Err(Unsupported("option key".into()))
    }
    fn serialize_unit(self) -> Res {
        Err(Unsupported("unit key".into()))
    }
    fn serialize_unit_struct(self, _: &'static str) -> Res {
        Err(Unsupported("unit key".into()))
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Res {
        Err(Unsupported("variant key".into()))
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Unsupported> {
        Err(Unsupported("sequence key".into()))
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Unsupported> {
        Err(Unsupported("tuple key".into()))
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Unsupported> {
        Err(Unsupported("tuple key".into()))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Unsupported> {
        Err(Unsupported("variant key".into()))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Unsupported> {
        Err(Unsupported("map key".into()))
    }
    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, Unsupported> {
        Err(Unsupported("struct key".into()))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Unsupported> {
        Err(Unsupported("variant key".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;
    use std::collections::{BTreeMap, HashMap};

    fn via_value<T: Serialize>(v: &T) -> Vec<u8> {
        crate::erased::hashed_json(v, &[])
    }

    #[derive(Serialize)]
    enum Kind {
        Unit,
        New(u8),
        Pair(i32, String),
        Fields { zeta: bool, alpha: Option<f32> },
    }

    #[derive(Serialize)]
    struct Inner {
        z: f32,
        a: Vec<Kind>,
        #[serde(skip_serializing_if = "Option::is_none")]
        gone: Option<u8>,
    }

    #[derive(Serialize)]
    struct State {
        turn: u32,
        names: HashMap<String, i64>,
        by_id: BTreeMap<u16, Inner>,
        by_flag: HashMap<bool, ()>,
        text: String,
        ch: char,
        nested: (u8, [i8; 2], Option<Box<Inner>>),
        bytes: serde_bytes_like::Bytes,
        last_turn: Vec<u8>,
    }

    /// `serialize_bytes` without the serde_bytes crate: a `Value` keeps bytes as numbers.
    mod serde_bytes_like {
        pub struct Bytes(pub Vec<u8>);
        impl serde::Serialize for Bytes {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_bytes(&self.0)
            }
        }
    }

    fn sample(seed: u32) -> State {
        let inner = |k: u32| Inner {
            z: 0.1 * k as f32,
            a: vec![
                Kind::Unit,
                Kind::New(k as u8),
                Kind::Pair(-(k as i32), format!("q\"\\\n\u{1}é{k}")),
                Kind::Fields {
                    zeta: k.is_multiple_of(2),
                    alpha: (!k.is_multiple_of(3)).then_some(if k.is_multiple_of(5) {
                        f32::NAN
                    } else {
                        1.5 / k as f32
                    }),
                },
            ],
            gone: (!k.is_multiple_of(2)).then_some(7),
        };
        State {
            turn: seed,
            names: (0..20)
                .map(|i| (format!("n{}", (i * 7919 + seed) % 97), i as i64 - 10))
                .collect(),
            by_id: (1..6u16)
                .map(|i| (i * 300 % 7, inner(i as u32 + seed)))
                .collect(),
            by_flag: [(true, ()), (false, ())].into(),
            text: "árvíztűrő \u{7f} tükörfúrógép".into(),
            ch: '"',
            nested: (3, [-1, 2], Some(Box::new(inner(seed)))),
            bytes: serde_bytes_like::Bytes(vec![0, 255, 7]),
            last_turn: vec![1, 2, 3],
        }
    }

    #[test]
    fn same_bytes_as_through_a_value() {
        for seed in 0..30 {
            let s = sample(seed);
            let direct = to_bytes(&s, &[]).expect("writes");
            assert_eq!(
                String::from_utf8(direct).unwrap(),
                String::from_utf8(via_value(&s)).unwrap()
            );
        }
    }

    #[test]
    fn left_out_fields_are_left_out_at_the_top_only() {
        // Asserts R-CAP-82: a field left out of the hash is left out on both paths.
        let s = sample(4);
        let direct = to_bytes(&s, &["last_turn", "z"]).expect("writes");
        assert_eq!(direct, crate::erased::hashed_json(&s, &["last_turn", "z"]));
        let text = String::from_utf8(direct).unwrap();
        assert!(!text.contains("last_turn"));
        assert!(text.contains("\"z\":"), "only the top level loses a name");
    }

    #[test]
    fn the_hash_is_the_value_paths_and_tells_states_apart() {
        let (a, b) = (sample(1), sample(2));
        let hash = |s: &State| sha256_hex(s, &[]).expect("writes");
        assert_eq!(hash(&a), hex::encode(Sha256::digest(via_value(&a))));
        assert_ne!(hash(&a), hash(&b));
    }

    #[test]
    fn later_duplicate_key_wins_as_in_a_map() {
        struct Dup;
        impl Serialize for Dup {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                use serde::ser::SerializeMap;
                let mut m = s.serialize_map(None)?;
                m.serialize_entry("b", &1)?;
                m.serialize_entry("a", &2)?;
                m.serialize_entry("b", &3)?;
                m.end()
            }
        }
        assert_eq!(to_bytes(&Dup, &[]).unwrap(), via_value(&Dup));
    }

    #[test]
    fn what_it_does_not_mirror_is_refused_not_guessed() {
        let wide: Vec<(u128, u8)> = vec![(1, 2)];
        assert!(to_bytes(&wide, &[]).is_none());
        let m: BTreeMap<(u8, u8), u8> = [((1, 2), 3)].into();
        assert!(to_bytes(&m, &[]).is_none());
    }
}
