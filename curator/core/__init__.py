"""The UI-free core of hermes-curator: Hermes home, memory store, scanner, journal, pending, sessions."""
