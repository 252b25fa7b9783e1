//! Writes the hand-built sample scenes to /tmp/render-NAME.png: grid, grid-hidden, regions,
//! regions-hidden, big, hex-flat and hex-pointy.

use korona_engine::scene::HexTop;
use korona_render::samples;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let width = std::env::args()
        .nth(1)
        .and_then(|w| w.parse().ok())
        .unwrap_or(1600);
    korona_render::register_map(samples::sample_map());
    korona_render::register_map(samples::big_map());
    for (name, scene) in [
        ("grid", samples::grid_scene()),
        ("regions", samples::regions_scene()),
        ("big", samples::big_scene()),
        ("grid-hidden", samples::face_down_grid_scene()),
        ("regions-hidden", samples::face_down_regions_scene()),
        ("hex-flat", samples::hex_scene(HexTop::Flat)),
        ("hex-pointy", samples::hex_scene(HexTop::Pointy)),
    ] {
        let t = std::time::Instant::now();
        let png = korona_render::render(&scene, width)?;
        let path = format!("/tmp/render-{name}.png");
        std::fs::write(&path, &png)?;
        println!("{path}: {} bytes in {:?}", png.len(), t.elapsed());
        // `samples 1600 X Y W H` also writes a crop at full size, to inspect details.
        let crop: Vec<u32> = std::env::args()
            .skip(2)
            .filter_map(|a| a.parse().ok())
            .collect();
        if let [x, y, w, h] = crop[..] {
            let img = image::load_from_memory(&png)?.crop_imm(x, y, w, h);
            img.save(format!("/tmp/render-{name}-crop.png"))?;
        }
    }
    Ok(())
}
