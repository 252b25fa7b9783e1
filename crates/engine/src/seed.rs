use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The 32-byte secret a match draws at creation. Its SHA-256 is public from the start; the seed itself is
/// revealed when the match ends, so anyone can replay the log and check every roll.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSeed(#[serde(with = "hex_bytes")] pub [u8; 32]);

impl MatchSeed {
    /// A seed from the operating system's entropy, for real matches.
    pub fn random() -> Self {
        let mut bytes = [0u8; 32];
        rand::rngs::OsRng.fill_bytes(&mut bytes);
        MatchSeed(bytes)
    }

    /// A seed derived from a number, for demos, tests and benchmarks that must repeat exactly.
    pub fn from_number(n: u64) -> Self {
        let digest = Sha256::digest(format!("korona-seed:{n}").as_bytes());
        MatchSeed(digest.into())
    }

    /// The public commitment to this seed.
    pub fn commitment(&self) -> String {
        hex::encode(Sha256::digest(self.0))
    }

    pub fn to_hex(&self) -> String {
        hex::encode(self.0)
    }

    pub fn from_hex(text: &str) -> Option<Self> {
        let bytes = hex::decode(text).ok()?;
        Some(MatchSeed(bytes.try_into().ok()?))
    }
}

impl std::fmt::Debug for MatchSeed {
    // Never print a secret by accident: debug output shows only the commitment.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "MatchSeed(sha256={})", &self.commitment()[..12])
    }
}

mod hex_bytes {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(bytes: &[u8; 32], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&hex::encode(bytes))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[u8; 32], D::Error> {
        let text = String::deserialize(d)?;
        let bytes = hex::decode(&text).map_err(serde::de::Error::custom)?;
        bytes
            .try_into()
            .map_err(|_| serde::de::Error::custom("a seed is 32 bytes"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitment_is_sha256_of_the_seed_and_hex_round_trips() {
        let seed = MatchSeed::from_number(7);
        assert_eq!(seed.commitment(), hex::encode(Sha256::digest(seed.0)));
        assert_eq!(MatchSeed::from_hex(&seed.to_hex()), Some(seed));
        assert_ne!(MatchSeed::from_number(8), seed);
        assert!(!format!("{seed:?}").contains(&seed.to_hex()));
    }
}
