"""The browser tests without Chromium: skipped with the way to install it, except on CI, where they fail."""

from __future__ import annotations

import pytest

from tests.browser.chromium import MISSING, find_chromium, on_ci, require_chromium


def which_from(installed: dict[str, str]):
    return lambda name: installed.get(name)


NONE = which_from({})
DEBIAN = which_from({"chromium": "/usr/bin/chromium"})


def outcome(environ, which) -> tuple[str, str]:
    """What require_chromium does to a test: ("found", path), ("skip", reason) or ("fail", reason).

    Skips and failures are caught here, so a wrong outcome fails this test instead of skipping it.
    """
    try:
        return "found", require_chromium(environ, which)
    except pytest.skip.Exception as skipped:
        return "skip", str(skipped)
    except pytest.fail.Exception as failed:
        return "fail", str(failed)


def test_the_reason_is_one_line_with_the_install_command():
    assert "apt-get install chromium" in MISSING and "\n" not in MISSING


def test_debian_s_chromium_is_found():
    assert outcome({}, DEBIAN) == ("found", "/usr/bin/chromium")
    assert outcome({"CI": "true"}, DEBIAN) == ("found", "/usr/bin/chromium")
    assert find_chromium({}, which_from({"chromium-browser": "/usr/bin/chromium-browser"})) == "/usr/bin/chromium-browser"


@pytest.mark.parametrize("ci", [None, "", "false", "0", "yes"])
def test_without_chromium_the_tests_are_skipped(ci):
    environ = {} if ci is None else {"CI": ci}
    assert not on_ci(environ)
    assert outcome(environ, NONE) == ("skip", MISSING)


@pytest.mark.parametrize("ci", ["true", "True", "TRUE"])
def test_on_ci_they_fail_instead(ci):
    assert on_ci({"CI": ci})
    assert outcome({"CI": ci}, NONE) == ("fail", MISSING)


def test_tablebook_chromium_names_another_or_none():
    chrome = which_from({"/opt/chrome/chrome": "/opt/chrome/chrome", "chromium": "/usr/bin/chromium"})
    assert outcome({"TABLEBOOK_CHROMIUM": "/opt/chrome/chrome"}, chrome) == ("found", "/opt/chrome/chrome")
    assert outcome({"TABLEBOOK_CHROMIUM": ""}, DEBIAN) == ("skip", MISSING)  # an empty name hides Debian's too
    assert outcome({"TABLEBOOK_CHROMIUM": "/no/such/chrome"}, DEBIAN) == ("skip", MISSING)
    assert outcome({"TABLEBOOK_CHROMIUM": "", "CI": "true"}, DEBIAN) == ("fail", MISSING)
