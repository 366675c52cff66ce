<?php
/**
 * Central user ids for the test wikis, standing in for CentralAuth: the same account name on
 * every wiki is one global account. Ids come from the shared file, assigned on first use.
 * An account whose name starts with "Unattached" is a local account only, as one CentralAuth
 * never attached: no central id, so GlobalPreferences answers it `notglobalized`.
 */

use MediaWiki\User\CentralId\CentralIdLookup;
use MediaWiki\User\UserIdentity;

class TestWikiCentralIdLookup extends CentralIdLookup {

	public function isAttached( UserIdentity $user, $wikiId = UserIdentity::LOCAL ): bool {
		return $user->isRegistered() && !self::isUnattached( $user->getName() );
	}

	/** Whether an account name is a local account only (see the class comment). */
	private static function isUnattached( string $name ): bool {
		return str_starts_with( $name, 'Unattached' );
	}

	public function lookupCentralIds( array $idToName, $audience = self::AUDIENCE_PUBLIC, $flags = 0 ): array {
		if ( !$idToName ) {
			return [];
		}
		$ids = array_map( 'intval', array_keys( $idToName ) );
		$query = TestWikiShared::accounts()->prepare(
			'SELECT tcu_id, tcu_name FROM testwiki_central_user WHERE tcu_id IN ('
			. implode( ',', array_fill( 0, count( $ids ), '?' ) ) . ')'
		);
		$query->execute( $ids );
		foreach ( $query->fetchAll() as $row ) {
			$idToName[(int)$row['tcu_id']] = $row['tcu_name'];
		}
		return $idToName;
	}

	public function lookupUserNames( array $nameToId, $audience = self::AUDIENCE_PUBLIC, $flags = 0 ): array {
		if ( !$nameToId ) {
			return [];
		}
		$pdo = TestWikiShared::accounts();
		$insert = $pdo->prepare( 'INSERT OR IGNORE INTO testwiki_central_user (tcu_name) VALUES (?)' );
		$select = $pdo->prepare( 'SELECT tcu_id FROM testwiki_central_user WHERE tcu_name = ?' );
		foreach ( array_keys( $nameToId ) as $name ) {
			$name = (string)$name;
			if ( self::isUnattached( $name ) ) {
				continue;
			}
			$select->execute( [ $name ] );
			$id = $select->fetchColumn();
			if ( $id === false ) {
				// Only a locally registered account becomes a global one.
				$user = MediaWiki\MediaWikiServices::getInstance()->getUserIdentityLookup()
					->getUserIdentityByName( $name );
				if ( !$user || !$user->isRegistered() ) {
					continue;
				}
				$insert->execute( [ $name ] );
				$select->execute( [ $name ] );
				$id = $select->fetchColumn();
			}
			$nameToId[$name] = (int)$id;
		}
		return $nameToId;
	}
}
