"""The Sessions view: search past conversations, read the match in context, promote a message."""
