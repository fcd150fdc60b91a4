"""Tables of the decoding pass (``decode.py``): common English words, their ROT13 and reversed forms
for the pre-checks, the Morse alphabet and Grade-1 braille letters."""

from __future__ import annotations

COMMON_WORDS: frozenset[str] = frozenset("""
a about above after again all also always am an and answer any anything are as ask assistant at back
be because been before below between both but by call can come could data day did do does done down
each even every everything file files first for forget from get give go good had has have he her here
him his how i if ignore in information instruction instructions into is it its just keep know last let
like look make many may me memory message messages might more most much must my never new next no not
nothing now of off on once one only or other our out over password people please previous print prompt
read remember reply right rules said same say secret see send she should show so some something still
such system take tell text than that the their them then there these they thing think this those
through time to too under until up us use user very want was way we well were what when where which
while who why will with without word words work would write yes yet you your
""".split())
"""About 220 of the commonest English words, with the vocabulary of requests to an assistant: a ROT13
or reversed reading counts as text when it gains many of these."""

ROT13_HINTS: frozenset[str] = frozenset("""
gur naq lbh lbhe gb bs va vf vg ng ba nf vs jr fb ol sbe nyy guvf gung jvgu ner abg abj jura sebz
vtaber cerivbhf vafgehpgvbaf flfgrz cebzcg fraq gryy erirny hfre zrffntr
""".split())
"""ROT13 of very common words (the, and, you, your, to, of, in, is, it, at...) and of an override's
words: the pre-check, two of which must occur."""

REVERSED_HINTS: frozenset[str] = frozenset("""
eht dna uoy ruoy fo ni ti ta sa fi ew yb rof lla siht taht htiw era won nehw morf
erongi suoiverp snoitcurtsni metsys tpmorp dnes llet laever resu egassem tnirp
""".split())
"""The same words written backwards: the pre-check of reversed text."""

MORSE: dict[str, str] = {
    ".-": "A", "-...": "B", "-.-.": "C", "-..": "D", ".": "E", "..-.": "F", "--.": "G", "....": "H",
    "..": "I", ".---": "J", "-.-": "K", ".-..": "L", "--": "M", "-.": "N", "---": "O", ".--.": "P",
    "--.-": "Q", ".-.": "R", "...": "S", "-": "T", "..-": "U", "...-": "V", ".--": "W", "-..-": "X",
    "-.--": "Y", "--..": "Z", "-----": "0", ".----": "1", "..---": "2", "...--": "3", "....-": "4",
    ".....": "5", "-....": "6", "--...": "7", "---..": "8", "----.": "9", ".-.-.-": ".", "--..--": ",",
    "..--..": "?", ".----.": "'", "-.-.--": "!", "-..-.": "/", "---...": ":", ".-.-.": "+", "-....-": "-",
    "-...-": "=", ".--.-.": "@",
}
"""International Morse code: letters, digits and the commoner signs."""

BRAILLE: dict[str, str] = {
    "\u2800": " ", "\u2801": "a", "\u2803": "b", "\u2809": "c", "\u2819": "d", "\u2811": "e",
    "\u280b": "f", "\u281b": "g", "\u2813": "h", "\u280a": "i", "\u281a": "j", "\u2805": "k",
    "\u2807": "l", "\u280d": "m", "\u281d": "n", "\u2815": "o", "\u280f": "p", "\u281f": "q",
    "\u2817": "r", "\u280e": "s", "\u281e": "t", "\u2825": "u", "\u2827": "v", "\u283a": "w",
    "\u282d": "x", "\u283d": "y", "\u2835": "z", "\u2802": ",", "\u2832": ".", "\u2826": "?",
    "\u2816": "!", "\u2804": "'", "\u2824": "-",
}
"""Unicode braille cells of Grade-1 (uncontracted) English letters and punctuation; ⠀ is a space."""
