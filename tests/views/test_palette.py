"""The seats' colours stay apart for colour-blind eyes.

The palette is read from where the views take it (``PALETTE`` in widgets/table_kit.js, strict JSON between
markers). Each colour is simulated as seen with protanopia, deuteranopia and tritanopia, converted to CIELAB,
and every pair of seats must stay at least a minimum CIE76 distance (ΔE*ab) apart, in every simulation and
in normal vision.

Simulation: Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color
Vision Deficiency", IEEE TVCG 15(6), 1291–1298: the matrices for severity 1.0 (their Table 1), applied to
linear-light sRGB. Colour space: sRGB (IEC 61966-2-1) → XYZ (D65) → CIELAB (CIE 15:2004).

Thresholds. One just-noticeable difference is about ΔE*ab 2.3 (Sharma 2003), but that is for patches side by
side; an owner's mark on the board is a small die or counter seen apart from the others, and must be named at a
glance. Alien Frontiers' four seats must stay ΔE*ab ≥ 30 apart (about 13 JND); the red and green the table used
before came to 12.0 under deuteranopia (the "same olive" learners reported) and fail it. Space Station has six
seats whose colours must also keep clear of the six hues of the module kinds and stay light enough to see on the
dark table; ΔE*ab ≥ 20 is the most we found for six such colours, and every Space Station seat mark carries the
seat's number as well (colour is never the only cue; see ownerMark in the kit).
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KIT = ROOT / "widgets" / "table_kit.js"

MIN_DELTA_E = {"alien-frontiers": 30.0, "space-station": 20.0, "space-station-phoenix": 30.0}

# Machado et al. (2009), Table 1, severity 1.0; rows give the simulated linear R, G, B.
MACHADO_2009 = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = {"normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)), **MACHADO_2009}

# The colours Alien Frontiers' table drew before this test existed (widgets/alien_frontiers.js).
FORMER_ALIEN_FRONTIERS = {"red": "#e0443e", "green": "#2fb455", "blue": "#3d7fe6", "yellow": "#f2c417"}


def read_palette(source: str) -> dict[str, dict[str, str]]:
    """The PALETTE object of the kit's source, parsed as JSON."""
    block = re.search(r"/\* palette-json-begin \*/(.*?)/\* palette-json-end \*/", source, re.DOTALL)
    assert block, "table_kit.js has no palette-json block"
    body = re.search(r"export const PALETTE\s*=\s*(\{.*\})\s*;", block.group(1), re.DOTALL)
    assert body, "the palette-json block holds no `export const PALETTE = {...};`"
    return json.loads(body.group(1))


def linear(hex_colour: str) -> tuple[float, float, float]:
    """sRGB "#rrggbb" to linear light, each channel in 0..1."""
    channels = [int(hex_colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    return tuple(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)


def simulate(matrix, rgb):
    """A 3×3 matrix applied to linear RGB, clipped to the display's gamut."""
    return tuple(min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in matrix)


def lab(rgb) -> tuple[float, float, float]:
    """Linear sRGB to CIELAB, D65 white."""
    r, g, b = rgb
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / 0.95047), f(y / 1.0), f(z / 1.08883)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(c1: str, c2: str, vision: str) -> float:
    """CIE76 distance between two colours as seen with ``vision``."""
    m = VISIONS[vision]
    a, b = lab(simulate(m, linear(c1))), lab(simulate(m, linear(c2)))
    return sum((p - q) ** 2 for p, q in zip(a, b)) ** 0.5


def closest_pair(colours: dict[str, str]) -> tuple[float, str, str, str]:
    """(ΔE, vision, seat, seat) of the two seats closest in any vision."""
    return min((delta_e(colours[a], colours[b], v), v, a, b)
               for v in VISIONS for a, b in itertools.combinations(colours, 2))


def test_the_conversion_matches_known_values():
    # sRGB white and pure red in CIELAB (D65): L* 100; red ≈ (53.24, 80.09, 67.20)
    assert lab(linear("#ffffff")) == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert lab(linear("#ff0000")) == pytest.approx((53.24, 80.09, 67.20), abs=0.05)
    # each simulation keeps greys grey (Machado's rows sum to 1)
    for matrix in MACHADO_2009.values():
        assert simulate(matrix, (0.5, 0.5, 0.5)) == pytest.approx((0.5, 0.5, 0.5), abs=1e-5)


def test_the_former_red_and_green_fail_under_deuteranopia():
    d, vision, a, b = closest_pair(FORMER_ALIEN_FRONTIERS)
    assert (vision, a, b) == ("deuteranopia", "red", "green")
    assert d == pytest.approx(12.0, abs=0.1)
    assert d < MIN_DELTA_E["alien-frontiers"]


def test_the_palette_is_the_views_single_source():
    palette = read_palette(KIT.read_text())
    assert set(palette) == set(MIN_DELTA_E)
    for view, game in (("alien_frontiers.js", "alien-frontiers"), ("space_station.js", "space-station"),
                       ("space_station_phoenix.js", "space-station-phoenix")):
        source = (ROOT / "widgets" / view).read_text()
        assert f'PALETTE["{game}"]' in source, f"{view} does not take its seats' colours from the kit's PALETTE"
        for seat in palette[game]:
            assert not re.search(rf'\b{seat}:\s*"#', source), f"{view} defines a colour of its own for {seat}"


@pytest.mark.parametrize("game", sorted(MIN_DELTA_E))
def test_seats_stay_apart_for_colour_blind_eyes(game):
    colours = read_palette(KIT.read_text())[game]
    d, vision, a, b = closest_pair(colours)
    assert d >= MIN_DELTA_E[game], f"{game}: {a} and {b} are only ΔE*ab {d:.1f} apart with {vision}"
