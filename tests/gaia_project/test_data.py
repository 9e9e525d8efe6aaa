"""The component data against the reference's tables (counts and sample values, reference §4–§11)."""

from tablebook.games.gaia_project.data import actions, factions, ids, research, tile


def test_component_counts():
    assert len(factions()) == 14
    assert (len(ids("tech")), len(ids("advtech")), len(ids("booster"))) == (9, 15, 10)
    assert ids("federation") == ["fed1", "fed2", "fed3", "fed4", "fed5", "fed6", "gleens"]
    assert (len(ids("round")), len(ids("final"))) == (10, 6)
    assert len(actions()["power"]) == 10


def test_faction_boards_before_research_bonuses():
    # reference §4.2: Lantids 13 credits and 4/0/0 power; Bal T'aks no QIC and 2/2/0; Firaks 3 ore, 2 knowledge
    lantids, baltaks, firaks = factions()["lantids"], factions()["baltaks"], factions()["firaks"]
    assert (lantids["credits"], lantids["power"], lantids["pi_income"]) == (13, [4, 0, 0], "4pw")
    assert (baltaks["qic"], baltaks["power"], baltaks["academy2_action"]) == (0, [2, 2, 0], "4c")
    assert (firaks["ore"], firaks["knowledge"], firaks["income"]) == (3, 2, "1o,2k")
    assert {f["planet"] for f in factions().values()} == set("rovdsti")
    assert all(list(f["planet"] for f in factions().values()).count(p) == 2 for p in "rovdsti")


def test_research_tracks_and_tiles():
    assert research()["nav"]["range"] == [1, 1, 2, 2, 3, 4]
    assert research()["terra"]["ore_per_step"] == [3, 3, 2, 1, 1, 1]
    assert research()["gaia"]["gaia_project_cost"][1:] == [6, 6, 4, 3, 3]
    assert research()["endgame_vp"] == [0, 0, 0, 4, 8, 12]
    assert tile("booster", "booster9") == {"income": "4pw", "pass_per": "big", "vp": 4}
    assert tile("federation", "fed1") == {"reward": "12vp", "green": False}
    assert tile("final", "structure")["neutral"] == 11 and tile("final", "ranks") == [18, 12, 6, 0]
