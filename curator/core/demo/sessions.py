"""Seed conversations of the demo home's state.db: 24 sessions over several sources, some CJK."""

from __future__ import annotations

# Each session: (source, title or None, parent index or None, [(role, text), ...]).
# Roles: u = user, a = assistant, t = tool (tool output).
SESSIONS: list[tuple[str, str | None, int | None, list[tuple[str, str]]]] = [
    ("cli", "Flaky checkout e2e test", None, [
        ("u", "The checkout e2e test failed again on CI, can you look at the log?"),
        ("a", "Looking at the run: tests/e2e/checkout.spec.ts timed out waiting for the Stripe iframe."),
        ("t", "FAIL tests/e2e/checkout.spec.ts > pays with card: Timeout 30000ms exceeded waiting for frame"),
        ("a", "The iframe selector changed in the last Stripe update. I can switch to getByTitle('Secure card payment input frame')."),
        ("u", "Do it, and bump the timeout to 45 seconds only for that test."),
        ("a", "Done. The test passes locally three times in a row; pushed as fix/checkout-e2e-iframe."),
        ("u", "Great. Remember that this test is flaky so we rerun it before blaming a change."),
        ("a", "Noted: I'll rerun checkout.spec.ts before attributing a failure to a change."),
    ]),
    ("telegram", "Lunch and dog walk", None, [
        ("u", "Taking Miso out for a walk, back in 40 minutes."),
        ("a", "Enjoy the walk! I'll keep the migration review ready for when you're back."),
        ("u", "Back. Miso found a huge stick by the river."),
        ("a", "Sounds like a good walk. Shall we continue with the alembic migration review?"),
        ("u", "Yes, start with the billing tables."),
        ("a", "The migration adds invoices.currency with a default of 'EUR'; existing rows get backfilled in batches of 10,000."),
    ]),
    ("cli", "Redis port clash", None, [
        ("u", "Redis won't start locally, it says the address is already in use."),
        ("a", "Another Redis is bound to 6379. The project's docker-compose can map ours to 6380."),
        ("t", "Error starting userland proxy: listen tcp4 0.0.0.0:6379: bind: address already in use"),
        ("u", "Map it to 6380 then, the other project needs 6379."),
        ("a", "Updated docker-compose.override.yml: redis ports '6380:6379' and REDIS_URL=redis://localhost:6380/0."),
        ("u", "Works now. Put that in your notes."),
        ("a", "Saved: Redis runs on port 6380 locally because another project uses the default port."),
    ]),
    ("discord", "Release planning", None, [
        ("u", "When is the next release window?"),
        ("a", "Thursday at 15:00 UTC, with a merge freeze on main two hours before."),
        ("u", "Can we squeeze in the invoice PDF change?"),
        ("a", "If it merges before 13:00 UTC Thursday, yes. It still needs Priya's review for the frontend part."),
        ("u", "I'll ping Priya."),
        ("a", "I drafted the message: 'Could you review the invoice PDF PR before Thursday 13:00 UTC?'"),
    ]),
    ("cron", "Nightly dependency audit", None, [
        ("u", "Run the nightly dependency audit."),
        ("t", "pnpm audit: 2 moderate vulnerabilities (postcss <8.4.31, semver <7.5.2)"),
        ("a", "Two moderate advisories found: postcss and semver. Both have patched versions available."),
        ("t", "pip-audit: No known vulnerabilities found"),
        ("a", "Python dependencies are clean. I opened a draft PR bumping postcss and semver."),
    ]),
    ("cli", "Stripe API upgrade", None, [
        ("u", "We need to move billing to the Stripe API version 2024-06. Where do we start?"),
        ("a", "Start with api/billing/client.py where the API version is pinned, then the webhook handler."),
        ("u", "What changes in the webhooks?"),
        ("a", "The invoice.payment_succeeded payload nests the charge under payment_intent; api/billing/webhooks.py reads data.object.charge directly."),
        ("u", "Ok, fix the handler and add a test with a recorded payload."),
        ("a", "Added tests/billing/test_webhooks.py with a fixture captured from the Stripe CLI; the handler now reads payment_intent.latest_charge."),
        ("u", "Open a ticket for the rest of the migration."),
        ("a", "Created ATL-412: migrate remaining billing calls to Stripe API 2024-06."),
    ]),
    ("telegram", "东京出差", None, [
        ("u", "下个月我要去东京出差，帮我记一下酒店在新宿。"),
        ("a", "好的，已记下：下个月东京出差，酒店在新宿。需要我查一下从成田机场到新宿的交通吗？"),
        ("u", "要的，最好是坐电车。"),
        ("a", "成田特快（N'EX）直达新宿，大约90分钟，票价约3,250日元。"),
        ("u", "谢谢！顺便提醒我带转换插头。"),
        ("a", "已添加提醒：出发前带上日本的转换插头（A型）。"),
    ]),
    ("cli", "Feature flags not applied", None, [
        ("u", "I flipped new_invoice_flow in config/flags.yaml but nothing changed."),
        ("a", "Flags are read once at startup, so the api needs a restart after editing the file."),
        ("u", "Restarted, it works. Can we make them reload automatically?"),
        ("a", "We could watch the file with watchfiles and reload on change; it's about 30 lines in api/flags.py."),
        ("u", "Not now, maybe next sprint."),
    ]),
    ("cli", "Search endpoint rewrite", None, [
        ("u", "I'm rewriting the search endpoint today, please don't touch api/search.py."),
        ("a", "Understood, I'll stay out of api/search.py while you work on it."),
        ("u", "Which tests cover search?"),
        ("a", "tests/api/test_search.py (12 tests) and the e2e search.spec.ts; the ranking tests use fixtures in tests/data/search/."),
        ("u", "Thanks, the rewrite uses Postgres full-text search now."),
        ("a", "Then the tsvector column needs a GIN index; I can write the migration when you're ready."),
    ]),
    ("kanban", "Board sync", None, [
        ("u", "Sync the kanban board with open PRs."),
        ("a", "Moved 3 cards to Review: invoice PDF, checkout iframe fix, postcss bump."),
        ("t", "kanban.move card=ATL-398 column=Review"),
    ]),
    ("subagent", "Docs build check", 0, [
        ("u", "Check that the docs build without warnings."),
        ("t", "mkdocs build --strict: INFO - Documentation built in 4.21 seconds"),
        ("a", "The docs build cleanly with --strict."),
    ]),
    ("cli", "Onboarding Priya's intern", None, [
        ("u", "Priya's intern starts Monday. What should they set up first?"),
        ("a", "Clone atlas-web, run pnpm install, copy .env.example to .env, then docker compose up -d and alembic upgrade head."),
        ("u", "And test data?"),
        ("a", "make seed creates a demo account: demo@atlas.dev with password from the 1Password vault 'Atlas Eng'."),
        ("u", "Good, write that up as a checklist in the wiki."),
        ("a", "Drafted docs/onboarding.md with the checklist; it links to the vault instead of including secrets."),
    ]),
    ("discord", "Portuguese practice", None, [
        ("u", "How do I say 'the deploy went well' in Portuguese?"),
        ("a", "'O deploy correu bem.' In Portugal 'correu bem' is the natural way to say it went well."),
        ("u", "Obrigada! And 'the tests are flaky'?"),
        ("a", "'Os testes são instáveis.' Developers often just say 'flaky' in English, though."),
    ]),
    ("cli", "Sentry error in invoices", None, [
        ("u", "Sentry shows KeyError: 'currency' in invoices, link is ATLAS-API-7Q."),
        ("a", "It comes from invoices created before the currency migration; their JSON snapshot lacks the key."),
        ("u", "Fix it with a default of EUR."),
        ("a", "Patched api/billing/invoices.py to use snapshot.get('currency', 'EUR') and added a regression test."),
        ("u", "Mention the Sentry issue in the PR."),
        ("a", "The PR description now links ATLAS-API-7Q."),
    ]),
    ("cron", "Weekly disk usage report", None, [
        ("u", "Weekly disk usage report."),
        ("t", "/var/lib/docker 41G, ~/code/atlas-web/logs 2.3G, ~/.cache/pnpm 6.8G"),
        ("a", "Docker images take 41G; pruning dangling images would free about 12G. Logs are 2.3G."),
    ]),
    ("telegram", "Berlin trip", None, [
        ("u", "I'm in the Berlin office next week, remind me to bring the hardware key."),
        ("a", "Reminder set for Sunday evening: pack the YubiKey for the Berlin trip."),
        ("u", "Also, which day is the team dinner?"),
        ("a", "The calendar shows the team dinner on Wednesday at 19:30 near Alexanderplatz."),
    ]),
    ("cli", "Type errors after mypy upgrade", None, [
        ("u", "mypy --strict now reports 37 errors after the upgrade."),
        ("a", "Most are 'Returning Any from function declared to return X' in the Stripe client wrappers."),
        ("t", "api/billing/client.py:88: error: Returning Any from function declared to return \"Invoice\""),
        ("u", "Fix them properly, no type: ignore."),
        ("a", "Added typed dataclasses for the Stripe responses; mypy --strict is clean again."),
    ]),
    ("discord", "日本語のメモ", None, [
        ("u", "会議のメモを日本語で要約してくれる？"),
        ("a", "はい。要点：リリースは木曜日、請求書PDFの変更はレビュー待ち、検索APIは書き直し中です。"),
        ("u", "ありがとう。英語でもお願い。"),
        ("a", "Summary: release on Thursday, the invoice PDF change awaits review, the search API is being rewritten."),
    ]),
    ("cli", "Editor setup", None, [
        ("u", "My Neovim LSP doesn't pick up the api virtualenv."),
        ("a", "Point pyright at it: add venvPath='.' and venv='.venv' in pyrightconfig.json at the api root."),
        ("u", "That fixed it. Also, tmux copy mode is weird in fish."),
        ("a", "Set `set -g mode-keys vi` in ~/.tmux.conf; fish's own vi bindings don't affect tmux copy mode."),
    ]),
    ("tool", "Background indexing", None, [
        ("t", "indexed 1,204 files in packages/ui"),
        ("t", "indexed 3,877 files in api"),
    ]),
    ("cli", "Invoice PDF layout", None, [
        ("u", "The invoice PDF puts the VAT number on a second page."),
        ("a", "The footer is absolutely positioned; with long addresses it overflows. Moving the VAT line into the header fixes it."),
        ("u", "Do that, and use the design system's Table for line items."),
        ("a", "Switched the line items to packages/ui Table and moved the VAT number to the header; screenshots attached to the PR."),
        ("u", "Looks good. Merge after Priya approves."),
    ]),
    ("telegram", "Recipes", None, [
        ("u", "Any quick dinner idea? Nothing with peanuts, I'm allergic."),
        ("a", "Try a chickpea and spinach curry: 25 minutes, no nuts. Or miso-glazed salmon with rice."),
        ("u", "Salmon it is. Remember I'm allergic to peanuts."),
        ("a", "I'll keep it in mind: no peanut recipes."),
    ]),
    ("cli", "Log tracing", None, [
        ("u", "A customer reports a 500 on checkout at 14:02, request id 9f2c1e."),
        ("a", "grep '9f2c1e' logs/api.log shows a Stripe timeout followed by a retry that hit the idempotency key conflict."),
        ("t", "2026-11-12T14:02:11Z ERROR request_id=9f2c1e stripe.error.IdempotencyError: Keys for idempotent requests can only be used with the same parameters"),
        ("u", "So our retry changed the amount?"),
        ("a", "Yes: the retry recomputed tax with a fresh exchange rate. The fix is to reuse the original amount for retries."),
    ]),
    ("cli", "Redis port again", 2, [
        ("u", "The other project moved to 6380 too, now we clash again."),
        ("a", "Then we can move ours to 6390: ports '6390:6379' and REDIS_URL=redis://localhost:6390/0."),
        ("u", "Do it and update your note about the Redis port."),
        ("a", "Updated the compose override; I staged a change to my note about the Redis port for your approval."),
    ]),
]

_REVIEW_FILES = [
    ("api/billing/client.py", "the retry wrapper swallows Stripe's error code", "re-raise with the code attached"),
    ("api/billing/webhooks.py", "signature verification happens after JSON parsing", "verify the raw body first"),
    ("api/billing/invoices.py", "currency defaults are duplicated in three places", "use one DEFAULT_CURRENCY constant"),
    ("api/search.py", "the query is built with string formatting", "use bound parameters"),
    ("api/flags.py", "flags are parsed on every request", "cache them at startup"),
    ("api/auth/session.py", "session cookies lack SameSite", "set SameSite=Lax"),
    ("packages/ui/Table.tsx", "row keys use the array index", "use the row id"),
    ("packages/ui/Dialog.tsx", "focus is not returned to the trigger", "restore focus on close"),
    ("web/checkout/Payment.tsx", "the Stripe iframe title is hard-coded", "read it from the SDK constant"),
    ("web/invoices/Pdf.tsx", "the VAT line is absolutely positioned", "move it into the header"),
    ("scripts/seed.py", "the demo password is printed to stdout", "read it from the vault instead"),
    ("docker-compose.override.yml", "Redis is mapped to the default port", "map it to 6380"),
    ("alembic/versions/0042_currency.py", "the backfill runs in one transaction", "backfill in batches of 10,000"),
    ("tests/e2e/checkout.spec.ts", "the timeout is global", "raise it only for the payment test"),
    ("docs/onboarding.md", "the checklist includes a real API key", "link to the vault instead"),
    ("Makefile", "deploy does not check the branch", "refuse to deploy staging from a dirty tree"),
]

_AUDITS = [
    ("postcss", "8.4.31"), ("semver", "7.5.2"), ("axios", "1.6.0"), ("undici", "5.28.3"), ("jinja2", "3.1.4"),
    ("requests", "2.32.0"), ("vite", "5.0.12"), ("follow-redirects", "1.15.4"), ("urllib3", "2.2.2"),
    ("ws", "8.17.1"), ("braces", "3.0.3"), ("certifi", "2024.7.4"), ("tar", "6.2.1"), ("idna", "3.7"),
    ("express", "4.19.2"), ("cryptography", "42.0.4"), ("dompurify", "3.1.3"), ("pillow", "10.3.0"),
]


def generated_sessions() -> list[tuple[str, str | None, int | None, list[tuple[str, str]]]]:
    """A long review session (for scrolling around a match) and a run of nightly cron audits."""
    review: list[tuple[str, str]] = [("u", "Let's do a full review pass over the files touched this sprint.")]
    for path, problem, fix in _REVIEW_FILES:
        review.append(("u", f"Next: {path}."))
        review.append(("a", f"In {path}, {problem}. I suggest we {fix}."))
        review.append(("u", f"Agreed, {fix}."))
        review.append(("a", f"Done for {path}; tests still pass."))
    review.append(("u", "That's everything. Summarise the review in the PR."))
    review.append(("a", f"Summary posted: {len(_REVIEW_FILES)} files reviewed, each with one fix applied."))
    out: list[tuple[str, str | None, int | None, list[tuple[str, str]]]] = [
        ("cli", "Sprint review pass", None, review)]
    for night, (package, version) in enumerate(_AUDITS, start=1):
        out.append(("cron", f"Nightly audit #{night}", None, [
            ("u", "Run the nightly dependency audit."),
            ("t", f"audit: 1 advisory ({package} < {version})"),
            ("a", f"One advisory tonight: {package} should be upgraded to {version} or later."),
            ("a", f"Opened a draft PR bumping {package} to {version}."),
        ]))
    return out
