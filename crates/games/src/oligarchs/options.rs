//! The match options (R-ADV-MAP-2 and the optional rules), declared once: `create` parses them, help
//! lists them, and the `basic` and `adv` presets set what each variant plays with.

use super::map::Variant;
use super::state::Options;
use korona_engine::options::{OptionDef, OptionSet, Preset, Value, Values};
use korona_engine::Chosen;

const fn switch(key: &'static str, help: &'static str, default: &'static str) -> OptionDef {
    OptionDef {
        key,
        aliases: &[],
        help,
        values: Values::OnOff,
        default,
        selects_preset: false,
    }
}

pub const OPTIONS: OptionSet = OptionSet {
    options: &[
        OptionDef {
            key: "variant",
            aliases: &[],
            help: "oligarchs-option-variant",
            values: Values::OneOf(&[
                Value::with_aliases("basic", &["alap"]),
                Value::with_aliases("adv", &["advanced", "halado"]),
            ]),
            default: "basic",
            selects_preset: true,
        },
        switch("knight_cap", "oligarchs-option-knight-cap", "on"),
        switch(
            "home_province_required",
            "oligarchs-option-home-province-required",
            "on",
        ),
        switch("arm_limit", "oligarchs-option-arm-limit", "off"),
        switch("pinning", "oligarchs-option-pinning", "off"),
        switch("retreat", "oligarchs-option-retreat", "off"),
        switch("traditional", "oligarchs-option-traditional", "off"),
    ],
    presets: &[
        Preset {
            name: "basic",
            help: "oligarchs-preset-basic",
            settings: &[
                ("variant", "basic"),
                ("arm_limit", "off"),
                ("pinning", "off"),
                ("retreat", "off"),
            ],
        },
        Preset {
            name: "adv",
            help: "oligarchs-preset-adv",
            settings: &[
                ("variant", "adv"),
                ("arm_limit", "on"),
                ("pinning", "on"),
                ("retreat", "on"),
            ],
        },
    ],
};

pub fn from_chosen(c: &Chosen) -> Options {
    let variant = match c.text("variant") {
        "adv" => Variant::Adv,
        _ => Variant::Basic,
    };
    Options {
        variant,
        knight_cap: c.on("knight_cap"),
        home_province_required: c.on("home_province_required"),
        arm_limit: c.on("arm_limit"),
        pinning: c.on("pinning"),
        retreat: c.on("retreat"),
        traditional: c.on("traditional"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(p: &[(&str, &str)]) -> Options {
        let pairs: Vec<(String, String)> = p
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        from_chosen(&OPTIONS.parse(&pairs).expect("valid options"))
    }

    #[test]
    fn presets_give_what_each_variant_played_with_before() {
        assert_eq!(parse(&[]), Options::for_variant(Variant::Basic));
        assert_eq!(
            parse(&[("variant", "adv")]),
            Options::for_variant(Variant::Adv)
        );
        assert_eq!(
            parse(&[("variant", "halado")]),
            Options::for_variant(Variant::Adv)
        );
        let adv_without_retreat = parse(&[("retreat", "off"), ("variant", "adv")]);
        assert!(!adv_without_retreat.retreat && adv_without_retreat.pinning);
        assert!(parse(&[("arm_limit", "on")]).arm_limit);
    }
}
