"""The history screen: curator and outside changes of the memory files, newest first, with undo."""
