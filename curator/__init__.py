"""hermes-curator: review, consolidate and search the Hermes Agent's memory."""

__version__ = "0.1.0"
