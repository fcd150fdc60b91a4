"""Value extraction and negation scope of the values-aware consolidation analysis (table-driven, several languages)."""

from __future__ import annotations

import pytest

from curator.core.consolidate.values import normalise, read, script_of, stem


def keys(text: str) -> set[str]:
    return {v.key for v in read(text).values}


@pytest.mark.parametrize("text, expected", [
    # times: 12-hour and 24-hour clocks, ranges, CJK hours
    ("Standup at 7pm.", {"time:19:00"}),
    ("Standup at 19:00.", {"time:19:00"}),
    ("Day shifts run 07:30–20:00.", {"time:07:30", "time:20:00"}),
    ("Service runs 5–11 pm.", {"time:17:00", "time:23:00"}),
    ("Order by 2 pm.", {"time:14:00"}),
    ("工作日早上 7 点前不要发消息。", {"time:07:00"}),
    # numbers: thousands and decimal separators, units, number words
    ("Essay limit is 3,000 words.", {"num:3000"}),
    ("Precio 24,90 €.", {"num:24.9"}),
    ("SLO: 99,9 % Verfügbarkeit.", {"num:99.9"}),
    ("Revalidation every three years.", {"num:3"}),
    ("每场会议至少提前三天。", {"num:3"}),
    ("IEP accommodation: time and a half on tests.", {"num:1.5"}),
    # weekdays in several languages
    ("Stocks are made on Mondays.", {"day:mon"}),
    ("Übergabe montags 10:00.", {"day:mon", "time:10:00"}),
    ("Horno: esmalte los jueves.", {"day:thu"}),
    ("周末一般不接活。", {"day:weekend"}),
    ("毎週水曜 17:00。", {"day:wed", "time:17:00"}),
    ("목요일 디자인 리뷰.", {"day:thu"}),
    # identifiers: digits, inner ./_@~:#=, leading -, backticks
    ("Run rota_check.py on ~/Downloads/roster.csv.", {"id:rota_check.py", "id:~/downloads/roster.csv"}),
    ("Alerts land in #sec-deps.", {"id:#sec-deps"}),
    ("Docket HLW-2231 is small entity.", {"id:hlw-2231"}),
    ("Pass --no-verify only in emergencies.", {"id:--no-verify"}),
    ("Run `fastlane beta` from the root.", {"id:fastlane", "id:beta"}),
])
def test_values_are_extracted(text: str, expected: set[str]) -> None:
    assert expected <= keys(text)


def test_a_number_inside_an_identifier_is_no_number() -> None:
    assert {k for k in keys("Ticket OPS-4512 claims priority support.") if not k.startswith("name:")} == {"id:ops-4512"}


@pytest.mark.parametrize("text, negated, positive", [
    ("Prefers SwiftUI over UIKit.", {"uikit"}, {"swiftui"}),
    ("Use INDEX/MATCH instead of XLOOKUP.", {"xlookup"}, set()),
    ("Never put auth tokens in UserDefaults.", {"userdefaults"}, set()),
    ("Never commit Burp Suite project files.", set(), {"burp suite"}),  # rejects committing, not Burp
    ("Uses Swift Package Manager only, no CocoaPods.", {"cocoapods"}, {"swift package manager"}),
    ("Login läuft über Keycloak, nicht mehr über Okta.", {"okta"}, {"keycloak"}),
    ("Vorschläge bitte ohne IDE-Plugins.", {"ide-plugins"}, set()),
    ("Correos, nunca Seur.", {"seur"}, {"correos"}),
    ("JPEG ではなく PNG で渡す。", {"jpeg"}, {"png"}),
    ("独自テンプレートは使わない。", set(), set()),
    ("Fernway dropped iOS 16.", {"ios"}, {"fernway"}),
    ("Prefers yarn over npm in every TypeScript repo.", {"npm"}, {"typescript"}),  # the object ends at "in"
    ("Do not switch the site to Gatsby (Netlify caching breaks).", {"gatsby"}, {"netlify"}),  # an aside ends it
])
def test_negation_scope_flips_polarity(text: str, negated: set[str], positive: set[str]) -> None:
    values = read(text).values
    neg = {v.canon for v in values if v.negated}
    pos = {v.canon for v in values if not v.negated}
    assert negated <= neg
    assert positive <= pos
    assert not (positive & neg)


@pytest.mark.parametrize("text, script", [
    ("Plain English.", "latin"), ("Übergabe montags.", "latin"), ("李婷周末一般不接活", "zh"),
    ("森さんの図面チェック", "ja"), ("아이콘은 SVG로", "ko"),
])
def test_script(text: str, script: str) -> None:
    assert script_of(text) == script


def test_full_width_digits_and_case_normalise() -> None:
    assert normalise("ＡＢＣ １/１００") == "abc 1/100"
    assert keys("縮尺は１/１００") == keys("縮尺は 1/100")


@pytest.mark.parametrize("word, root", [("reflections", "reflect"), ("runs", "run"), ("tested", "test"),
                                        ("k8s", "k8s"), ("rota_check.py", "rota_check.py")])
def test_stem_uses_the_one_stemmer_for_plain_words(word: str, root: str) -> None:
    assert stem(word) == root


def test_names_capitalised_mid_sentence_and_cjk_honorifics() -> None:
    assert {"name:priya", "name:nhs.net"} & keys("Leave goes to Priya at her NHS.net address.")
    assert "name:森" in keys("所長の森さんは紙で確認したい。")
    assert "name:지현" in keys("PM은 지현님이다.")
