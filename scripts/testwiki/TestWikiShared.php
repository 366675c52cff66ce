<?php
/**
 * The SQLite files the test wikis share, each made once from its owner's own SQL:
 * - echo ($wgTestWikiSharedFile): Echo's shared tables (echo_push_*, echo_unread_wikis), which
 *   Echo reaches through MediaWiki's database layer as the external cluster `testwikishared`;
 * - accounts ($wgTestWikiAccountsFile): the fixture's central account ids, reached here with
 *   PDO;
 * - globalpreferences: GlobalPreferences' `global_preferences` table, which the extension
 *   reaches through each wiki's own database server as the database `testwikiglobal` (a link
 *   in en's and de's data folders, made by scripts/test-wiki).
 * Separate files, so a write to one never waits on a lock another connection holds.
 *
 * create() runs once per fresh setup and file, from scripts/test-wiki:
 *   php TestWikiShared.php echo FILE ECHO_SQL_DIR
 *   php TestWikiShared.php accounts FILE
 *   php TestWikiShared.php globalpreferences FILE GLOBALPREFERENCES_SQL_FILE
 */
class TestWikiShared {

	/** @var PDO[] */
	private static $connections = [];

	/** The fixture's central ids, read and written. */
	public static function accounts(): PDO {
		return self::open( $GLOBALS['wgTestWikiAccountsFile'] );
	}

	/** Echo's shared tables, only ever read here (Echo writes them through MediaWiki). */
	public static function echoTables(): PDO {
		return self::open( $GLOBALS['wgTestWikiSharedFile'] );
	}

	private static function open( string $file ): PDO {
		// ATTR_TIMEOUT is SQLite's busy timeout: concurrent writers of several wikis wait
		// instead of failing.
		return self::$connections[$file] ??= new PDO( "sqlite:$file", null, null, [
			PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
			PDO::ATTR_TIMEOUT => 30,
			PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
		] );
	}

	/** Creates one of the files (see the top of this file). */
	public static function create( string $kind, string $file, string $source ): void {
		$db = self::open( $file );
		// WAL persists in the file: readers of every wiki run beside one writer.
		$db->exec( 'PRAGMA journal_mode = WAL' );
		switch ( $kind ) {
			case 'echo':
				// Echo's update.php creates these in each wiki's own database only; with
				// $wgEchoSharedTrackingDB set they are read and written here. Only the shared
				// ones: echo_push_* and echo_unread_wikis.
				foreach ( [ 'tables-generated.sql', 'tables-sharedtracking-generated.sql' ] as $name ) {
					foreach ( self::statements( "$source/$name" ) as $statement ) {
						if ( preg_match( '/\b(echo_push_\w+|echo_unread_wikis)\b/', $statement ) ) {
							$db->exec( $statement );
						}
					}
				}
				break;
			case 'accounts':
				$db->exec(
					'CREATE TABLE testwiki_central_user (
						tcu_id INTEGER PRIMARY KEY AUTOINCREMENT,
						tcu_name TEXT NOT NULL UNIQUE
					)'
				);
				break;
			case 'globalpreferences':
				// update.php adds this table only to the database named by
				// $wgGlobalPreferencesDB when it runs for that database, which no wiki is.
				foreach ( self::statements( $source ) as $statement ) {
					$db->exec( $statement );
				}
				break;
			default:
				throw new InvalidArgumentException( "unknown shared file $kind" );
		}
	}

	/** The statements of one of MediaWiki's generated SQLite schema files. */
	private static function statements( string $path ): array {
		$sql = file_get_contents( $path );
		if ( $sql === false ) {
			throw new RuntimeException( "missing $path" );
		}
		// Without the comment lines and the table prefix placeholder.
		$sql = preg_replace( '/^--.*$/m', '', str_replace( '/*_*/', '', $sql ) );
		return array_filter( array_map( 'trim', explode( ';', $sql ) ) );
	}
}

if ( PHP_SAPI === 'cli' && !defined( 'MEDIAWIKI' ) && realpath( $argv[0] ) === __FILE__ ) {
	TestWikiShared::create( $argv[1], $argv[2], $argv[3] ?? '' );
}
