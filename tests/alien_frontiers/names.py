"""The names Alien Frontiers' actions use, written out from the rulebook (not read from the package),
for tests that build actions word by word."""

COLOURS = ["red", "green", "blue", "yellow"]
FACILITIES = [
    "solar-converter", "lunar-mine", "orbital-market", "shipyard", "colony-constructor",
    "terraforming-station", "colonist-hub", "alien-artifact", "raiders-outpost",
]
TERRITORIES = [
    "asimov-crater", "bradbury-plateau", "burroughs-desert", "heinlein-plains",
    "herbert-valley", "lem-badlands", "pohl-foothills", "van-vogt-mountains",
]
CARDS = [
    "alien-city", "alien-monument", "booster-pod", "data-crystal", "gravity-manipulator", "holographic-decoy",
    "orbital-teleporter", "plasma-cannon", "polarity-device", "resource-cache", "stasis-beam", "temporal-warper",
]
FIELDS = ["isolation-field", "positron-field", "repulsor-field"]
