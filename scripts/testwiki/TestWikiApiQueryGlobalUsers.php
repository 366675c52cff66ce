<?php
/**
 * list=globalusers by central id, standing in for CentralAuth's module of that name (which
 * Wikimedia runs; NOT in MediaWiki or Echo): the only API that maps many central user ids to
 * names in one request, as Echo's mute list (`echo-notifications-blacklist`) stores central
 * ids. Same parameters and answer shape as CentralAuth's for what a client reads; the ids come
 * from TestWikiCentralIdLookup, the fixture's stand-in for CentralAuth.
 *
 *   GET api.php?action=query&list=globalusers&guscentralids=3|99&format=json&formatversion=2
 *   {"query":{"globalusers":[{"centralid":3,"name":"Other"},{"centralid":99,"missing":true}]}}
 *                                                                  (in the order asked)
 */

use MediaWiki\MediaWikiServices;
use MediaWiki\User\CentralId\CentralIdLookup;
use Wikimedia\ParamValidator\ParamValidator;

class TestWikiApiQueryGlobalUsers extends ApiQueryBase {

	public function __construct( ApiQuery $query, string $moduleName ) {
		parent::__construct( $query, $moduleName, 'gus' );
	}

	public function execute(): void {
		$params = $this->extractRequestParams();
		$this->requireOnlyOneParameter( $params, 'centralids', 'users' );
		$lookup = MediaWikiServices::getInstance()->getCentralIdLookup();
		$entries = [];
		if ( isset( $params['centralids'] ) ) {
			$ids = array_values( array_unique( $params['centralids'] ) );
			$names = $lookup->lookupCentralIds( array_fill_keys( $ids, null ) );
			foreach ( $ids as $id ) {
				$entries[] = isset( $names[$id] )
					? [ 'centralid' => $id, 'name' => $names[$id] ]
					: [ 'centralid' => $id, 'missing' => true ];
			}
		} else {
			foreach ( array_values( array_unique( $params['users'] ) ) as $name ) {
				$id = $lookup->centralIdFromName( $name, CentralIdLookup::AUDIENCE_RAW );
				$entries[] = $id
					? [ 'centralid' => $id, 'name' => $name ]
					: [ 'name' => $name, 'missing' => true ];
			}
		}
		$result = $this->getResult();
		foreach ( $entries as $entry ) {
			$result->addValue( [ 'query', $this->getModuleName() ], null, $entry );
		}
		$result->addIndexedTagName( [ 'query', $this->getModuleName() ], 'globaluser' );
	}

	protected function getAllowedParams(): array {
		return [
			'users' => [ ParamValidator::PARAM_ISMULTI => true ],
			'centralids' => [
				ParamValidator::PARAM_ISMULTI => true,
				ParamValidator::PARAM_TYPE => 'integer',
			],
		];
	}
}
