"""Small word lists the consolidation analysis uses: stopwords, negations, synonyms, value classes."""

from __future__ import annotations

#: Function words that carry no fact on their own (dropped from content tokens).
STOPWORDS: frozenset[str] = frozenset(
    """
    a an the this that these those it its it's is are was were be been being am has have had do does did
    of in on at to for from by with as into onto about via per than then so such and or but also too
    i me my we our us you your he she they them their his her there here which who whom whose what
    when where while if else just only very really quite some any all each every both either
    can could should would will shall may might must let lets please
    up out off over under again once s e.g i.e etc eg ie
    """.split()
)

#: Words that negate the rest of their clause.
NEGATIONS: frozenset[str] = frozenset(
    """
    not no never don't doesn't didn't can't cannot won't shouldn't mustn't isn't aren't wasn't weren't
    dont doesnt didnt cant wont shouldnt mustnt isnt arent avoid avoids without nor neither none nothing
    dislikes dislike hates hate
    """.split()
)

#: Multi-word phrases rewritten to one canonical token before tokenising.
PHRASES: tuple[tuple[str, str], ...] = (
    ("visual studio code", "vscode"),
    ("vs code", "vscode"),
    ("pull request", "pr"),
    ("merge request", "pr"),
    ("time zone", "timezone"),
    ("github actions", "github-actions"),
    ("gitlab ci", "gitlab-ci"),
    ("dark mode", "dark-mode"),
    ("light mode", "light-mode"),
    ("code review", "code-review"),
    ("in progress", "in-progress"),
    ("work in progress", "in-progress"),
    ("make sure", "ensure"),
    ("instead of", "insteadof"),
    ("rather than", "ratherthan"),
)

#: Inflections and synonyms mapped to one canonical word (applied before and after stemming).
SYNONYMS: dict[str, str] = {}


def _syn(canonical: str, words: str) -> None:
    for word in words.split():
        SYNONYMS[word] = canonical


_syn("use", "use uses used using utilise utilises utilize utilizes relies rely")
_syn("prefer", "prefer prefers preferred prefers likes like liked favour favor favours favors favorite favourite wants want")
_syn("run", "run runs ran running execute executes executed executing invoke invokes")
_syn("dir", "dir dirs directory directories folder folders")
_syn("repo", "repo repos repository repositories")
_syn("config", "config configs configuration configurations configur configure configured settings setting conf")
_syn("doc", "doc docs documentation document documents")
_syn("env", "env envs environment environments venv virtualenv")
_syn("db", "db dbs database databases")
_syn("pr", "pr prs")
_syn("github", "github gh")
_syn("macos", "macos mac osx macbook")
_syn("timezone", "timezone tz timezones")
_syn("dependency", "dependency dependencies deps dep")
_syn("app", "app apps application applications")
_syn("package", "package packages pkg pkgs")
_syn("command", "command commands cmd cmds")
_syn("dev", "dev develop development")
_syn("prod", "prod production")
_syn("javascript", "javascript js")
_syn("typescript", "typescript ts")
_syn("python", "python py python3")
_syn("postgres", "postgres postgresql psql pg")
_syn("kubernetes", "kubernetes k8s kube")
_syn("loc", "live lives located locate sits sit resides reside stored kept lives_at")
_syn("answer", "answer answers reply replies response responses")
_syn("short", "short concise brief terse succinct")
_syn("start", "start starts started starting launch launches boot boots")
_syn("stop", "stop stops stopped kill kills")
_syn("make", "make makes made create creates created")
_syn("need", "need needs needed require requires required requirement")
_syn("always", "always consistently")
_syn("ask", "ask asks asked")
_syn("commit", "commit commits committed committing")
_syn("test", "test tests tested testing")
_syn("message", "message messages msg msgs")
_syn("password", "password passwords pw passwd")
_syn("secret", "secret secrets credential credentials creds")
_syn("build", "build builds built building")
_syn("deploy", "deploy deploys deployed deploying deployment deployments ship ships shipped")
_syn("write", "write writes wrote written writing")
_syn("show", "show shows showed shown display displays")
_syn("work", "work works worked working job jobs")
_syn("name", "name names named call called")
_syn("default", "default defaults")
_syn("branch", "branch branches")
_syn("server", "server servers host hosts")
_syn("install", "install installs installed installing")
_syn("update", "update updates updated upgrade upgrades upgraded bump bumps bumped")
_syn("port", "port ports")
_syn("key", "key keys")
_syn("file", "file files")
_syn("log", "log logs logging logged")
_syn("before", "before prior")
_syn("after", "after afterwards")

#: Words that say *how* a subject relates to a value (prefers/uses/requires...); ignored when
#: deciding whether two entries talk about the same subject.
GENERIC: frozenset[str] = frozenset(
    """
    use prefer run need always usually normally default instead set choose pick go work rather main
    primary choice tool user user's strongly mostly generally typically currently now
    loc at is
    """.split()
)

#: Alternatives for the same slot: two entries about one subject naming different members conflict.
VALUE_CLASSES: dict[str, frozenset[str]] = {
    "JavaScript package manager": frozenset({"npm", "pnpm", "yarn", "bun"}),
    "Python package tool": frozenset({"pip", "poetry", "uv", "pipenv", "conda", "pdm"}),
    "editor": frozenset({"vim", "nvim", "neovim", "emacs", "vscode", "helix", "nano", "sublime", "zed"}),
    "shell": frozenset({"bash", "zsh", "fish", "powershell", "nushell"}),
    "operating system": frozenset({"macos", "linux", "windows"}),
    "indentation": frozenset({"tabs", "spaces"}),
    "test runner": frozenset({"pytest", "unittest", "jest", "vitest", "mocha"}),
    "database": frozenset({"postgres", "mysql", "sqlite", "mongodb", "mariadb"}),
    "cloud": frozenset({"aws", "gcp", "azure"}),
    "CI service": frozenset({"github-actions", "gitlab-ci", "circleci", "jenkins", "buildkite"}),
    "browser": frozenset({"firefox", "chrome", "safari", "brave"}),
    "terminal": frozenset({"iterm", "iterm2", "kitty", "alacritty", "wezterm", "ghostty"}),
    "theme": frozenset({"dark-mode", "light-mode"}),
    "container runtime": frozenset({"docker", "podman"}),
}

#: Value word -> its class name.
VALUE_CLASS_OF: dict[str, str] = {word: name for name, words in VALUE_CLASSES.items() for word in words}

#: Time-zone abbreviations recognised as values of the "timezone" slot.
TZ_ABBREVIATIONS: frozenset[str] = frozenset(
    """
    utc gmt pst pdt mst mdt cst cdt est edt akst hst cet cest eet eest wet west bst ist jst kst
    aest aedt acst awst nzst nzdt sgt hkt msk brt art
    """.split()
)

#: Prefixes of standard names that look like ticket keys but are not (UTF-8, SHA-256, ISO-8601...).
NOT_TICKET_PREFIXES: frozenset[str] = frozenset(
    """
    utf iso sha md rfc pep gpt cve aes rsa http https tls ssl ipv utc gmt ecma es x win ie ddr usb
    hdmi wpa mp ec ed p h cp windows latin ucs llama claude gemini qwen mistral phi
    """.split()
)

#: Words that mark an entry as a time-bound status (reason text, lower-case phrase).
TRANSIENT_PHRASES: tuple[tuple[str, str], ...] = (
    ("currently", "says 'currently'"),
    ("right now", "says 'right now'"),
    ("at the moment", "says 'at the moment'"),
    ("for now", "says 'for now'"),
    ("for the time being", "says 'for the time being'"),
    ("temporarily", "says 'temporarily'"),
    ("today", "says 'today'"),
    ("tonight", "says 'tonight'"),
    ("tomorrow", "says 'tomorrow'"),
    ("yesterday", "says 'yesterday'"),
    ("this week", "says 'this week'"),
    ("next week", "says 'next week'"),
    ("last week", "says 'last week'"),
    ("this sprint", "says 'this sprint'"),
    ("this month", "says 'this month'"),
    ("in progress", "in-progress status"),
    ("in-progress", "in-progress status"),
    ("wip", "marked WIP"),
    ("working on", "says 'working on'"),
    ("in the middle of", "says 'in the middle of'"),
    ("blocked on", "says 'blocked on'"),
    ("waiting on", "says 'waiting on'"),
    ("waiting for", "says 'waiting for'"),
    ("todo", "has a TODO"),
    ("until further notice", "says 'until further notice'"),
)

#: Words around a past date that make it a lasting fact (a birthday, "since 2019").
PERENNIAL_DATE_WORDS: frozenset[str] = frozenset(
    "born birthday birthdays anniversary since founded established joined started created".split()
)
