//! County names as players type them: any case, with or without Hungarian accents, any unique prefix.

/// The folded form used for matching: lowercase ASCII letters and digits only, so `Kőrös`, `KOROS` and
/// `koros` meet, and `Belső-Szolnok` matches `belso szolnok` or `belsoszolnok`.
pub fn fold(text: &str) -> String {
    text.chars()
        .flat_map(|c| c.to_lowercase())
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'ő' => 'o',
            'ú' | 'ù' | 'û' | 'ü' | 'ű' => 'u',
            other => other,
        })
        .filter(|c| c.is_ascii_alphanumeric())
        .collect()
}

/// The index of the single name `word` denotes: an exact folded match wins, else a unique prefix.
/// `Err` carries the candidates (all names when none matched, the ambiguous ones otherwise).
pub fn lookup<'a>(names: &[&'a str], word: &str) -> Result<usize, Vec<&'a str>> {
    let key = fold(word);
    if key.is_empty() {
        return Err(names.to_vec());
    }
    let folded: Vec<String> = names.iter().map(|n| fold(n)).collect();
    if let Some(i) = folded.iter().position(|f| *f == key) {
        return Ok(i);
    }
    let hits: Vec<usize> = (0..names.len())
        .filter(|&i| folded[i].starts_with(&key))
        .collect();
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(names.to_vec()),
        many => Err(many.iter().map(|&i| names[i]).collect()),
    }
}
