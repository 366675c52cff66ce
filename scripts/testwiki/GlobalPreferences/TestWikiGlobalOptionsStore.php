<?php
/**
 * IMITATION of GlobalPreferences' options store: the global preferences of every test wiki in
 * one table of the shared file, keyed by central user id. MediaWiki 1.43 core does the rest
 * itself through its UserOptionsStore providers: a global value is read on every wiki ('0'
 * reads back as integer 0), a plain action=options write of it is ignored with the warning
 * global-option-ignored, global=update writes here, global=override writes a local exception.
 */

use MediaWiki\MediaWikiServices;
use MediaWiki\User\CentralId\CentralIdLookup;
use MediaWiki\User\Options\UserOptionsStore;
use MediaWiki\User\UserIdentity;

class TestWikiGlobalOptionsStore implements UserOptionsStore {

	public function fetch( UserIdentity $user, int $recency ) {
		$id = self::centralId( $user );
		if ( !$id ) {
			return [];
		}
		$query = TestWikiShared::accounts()->prepare(
			'SELECT tgp_property, tgp_value FROM testwiki_global_preference WHERE tgp_user = ?'
		);
		$query->execute( [ $id ] );
		$options = [];
		foreach ( $query->fetchAll() as $row ) {
			$options[$row['tgp_property']] = (string)$row['tgp_value'];
		}
		return $options;
	}

	public function store( UserIdentity $user, array $updates ) {
		$id = self::centralId( $user );
		if ( !$id || !$updates ) {
			return false;
		}
		$pdo = TestWikiShared::accounts();
		$delete = $pdo->prepare( 'DELETE FROM testwiki_global_preference WHERE tgp_user = ? AND tgp_property = ?' );
		$upsert = $pdo->prepare( 'INSERT OR REPLACE INTO testwiki_global_preference VALUES (?, ?, ?)' );
		$pdo->beginTransaction();
		foreach ( $updates as $key => $value ) {
			if ( $value === null ) {
				$delete->execute( [ $id, $key ] );
			} else {
				$upsert->execute( [ $id, $key, (string)$value ] );
			}
		}
		$pdo->commit();
		return true;
	}

	public static function centralId( UserIdentity $user ): int {
		if ( !$user->isRegistered() ) {
			return 0;
		}
		return MediaWikiServices::getInstance()->getCentralIdLookup()
			->centralIdFromLocalUser( $user, CentralIdLookup::AUDIENCE_RAW );
	}
}
