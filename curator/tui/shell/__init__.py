"""The app shell: the main screen with its tabs, the help screen and the profile picker."""
